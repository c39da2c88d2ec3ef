// Runs in the editor's page before its own scripts (tests/e2e/admin-folder.ts): folder and file
// handles shaped like the File System Access API's, every read and write carried out by Node
// through the exposed `__adminFs`. Plain script: it is injected as it is, not compiled.
(() => {
  const remote = (call) => window.__adminFs(call);
  const join = (dir, name) => (dir ? `${dir}/${name}` : name);
  const notFound = (name) => new DOMException(`${name} not found`, 'NotFoundError');
  const toBase64 = async (blob) => {
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let text = '';
    for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(text);
  };

  class Handle {
    constructor(at, name, kind) {
      this.path = at;
      this.name = name;
      this.kind = kind;
    }
    async queryPermission() {
      return 'granted';
    }
    async requestPermission() {
      return 'granted';
    }
    async isSameEntry(other) {
      return other?.path === this.path && other.kind === this.kind;
    }
  }

  class FileHandle extends Handle {
    constructor(at, name) {
      super(at, name, 'file');
    }
    async getFile() {
      const { data, lastModified } = await remote({ op: 'read', at: this.path });
      const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
      return new File([bytes], this.name, { lastModified });
    }
    async createWritable() {
      const parts = [];
      return {
        write: async (chunk) => {
          parts.push(chunk && typeof chunk === 'object' && chunk.type === 'write' ? chunk.data : chunk);
        },
        close: async () => {
          await remote({ op: 'write', at: this.path, data: await toBase64(new Blob(parts)) });
        },
        abort: async () => {},
      };
    }
    async move(target, name) {
      const parent = this.path.split('/').slice(0, -1).join('/');
      const [dir, newName] = typeof target === 'string' ? [parent, target] : [target.path, name ?? this.name];
      const to = join(dir, newName);
      await remote({ op: 'move', at: this.path, to });
      this.path = to;
      this.name = newName;
    }
  }

  class DirectoryHandle extends Handle {
    constructor(at, name) {
      super(at, name, 'directory');
    }
    async *entries() {
      for (const entry of await remote({ op: 'list', at: this.path })) {
        const at = join(this.path, entry.name);
        yield [entry.name, entry.kind === 'directory' ? new DirectoryHandle(at, entry.name) : new FileHandle(at, entry.name)];
      }
    }
    async *keys() {
      for await (const [name] of this.entries()) yield name;
    }
    async *values() {
      for await (const [, handle] of this.entries()) yield handle;
    }
    [Symbol.asyncIterator]() {
      return this.entries();
    }
    async getFileHandle(name, { create = false } = {}) {
      const at = join(this.path, name);
      const kind = await remote({ op: 'kind', at });
      if (kind === 'directory') throw new DOMException(`${name} is a folder`, 'TypeMismatchError');
      if (!kind) {
        if (!create) throw notFound(name);
        await remote({ op: 'write', at, data: '' });
      }
      return new FileHandle(at, name);
    }
    async getDirectoryHandle(name, { create = false } = {}) {
      const at = join(this.path, name);
      const kind = await remote({ op: 'kind', at });
      if (kind === 'file') throw new DOMException(`${name} is a file`, 'TypeMismatchError');
      if (!kind) {
        if (!create) throw notFound(name);
        await remote({ op: 'mkdir', at });
      }
      return new DirectoryHandle(at, name);
    }
    async removeEntry(name) {
      const at = join(this.path, name);
      if (!(await remote({ op: 'kind', at }))) throw notFound(name);
      await remote({ op: 'remove', at });
    }
  }

  Object.defineProperty(window, 'showDirectoryPicker', { configurable: true, value: async () => new DirectoryHandle('', 'site') });
})();
