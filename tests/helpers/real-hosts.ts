// nginx and Apache serving an export with the host files the build wrote (deploy/nginx.conf,
// out/.htaccess), each on 127.0.0.1 in the foreground, for tests that compare hosts. The host
// files are used as written: only the listening address and the document root, which an owner
// sets for their own server, are put in. .ci/run installs both (Debian's nginx, apache2-bin).
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface RealHost {
  url: string;
  close(): Promise<void>;
}

const nginxBinary = '/usr/sbin/nginx';
const apacheBinary = '/usr/sbin/apache2';
const apacheModules = '/usr/lib/apache2/modules';

/** Whether both servers are installed; a test that needs them says how to get them otherwise. */
export const missingHosts = [nginxBinary, apacheBinary].filter((binary) => !existsSync(binary));
export const installHint = "install Debian's nginx and apache2-bin (apt-get install nginx apache2-bin), as .ci/run does";

async function waitUntilAnswering(url: string, child: ChildProcess, log: () => string): Promise<void> {
  for (const deadline = Date.now() + 10_000; Date.now() < deadline;) {
    if (child.exitCode !== null) throw new Error(`the server stopped at start: ${log()}`);
    const up = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(1000) }).then(
      () => true,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not answer in 10 s: ${log()}`);
}

async function start(command: string, args: string[], url: string, work: string, errorLog: string): Promise<RealHost> {
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += chunk));
  const log = () => `${stderr}${existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : ''}`.slice(-2000);
  try {
    await waitUntilAnswering(url, child, log);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    close: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 3000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(work, { recursive: true, force: true });
    },
  };
}

/** nginx with deploy/nginx.conf included in its http { } block, as the file's header says. */
export async function startNginx({ root, conf, port }: { root: string; conf: string; port: number }): Promise<RealHost> {
  const work = mkdtempSync(path.join(tmpdir(), 'nginx-'));
  const site = readFileSync(conf, 'utf8')
    .replace(/^(\s*)listen [^;]+;/m, `$1listen 127.0.0.1:${port};`)
    .replace(/^(\s*)root [^;]+;/m, `$1root ${path.resolve(root)};`);
  writeFileSync(path.join(work, 'site.conf'), site);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${name}_temp_path ${work}/${name};`);
  writeFileSync(
    path.join(work, 'nginx.conf'),
    [
      'daemon off;',
      'master_process off;',
      `pid ${work}/nginx.pid;`,
      `error_log ${work}/error.log warn;`,
      'events { worker_connections 64; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  access_log off;',
      ...temp,
      `  include ${work}/site.conf;`,
      '}',
      '',
    ].join('\n'),
  );
  return start(nginxBinary, ['-c', `${work}/nginx.conf`, '-p', work], `http://127.0.0.1:${port}`, work, `${work}/error.log`);
}

/** Apache 2.4 serving the export as its document root, the export's .htaccess allowed to override. */
export async function startApache({ root, port }: { root: string; port: number }): Promise<RealHost> {
  const work = mkdtempSync(path.join(tmpdir(), 'apache-'));
  const docroot = path.resolve(root);
  const modules = ['mpm_event', 'authz_core', 'dir', 'mime', 'rewrite', 'headers'];
  writeFileSync(
    path.join(work, 'httpd.conf'),
    [
      ...modules.map((name) => `LoadModule ${name}_module ${apacheModules}/mod_${name}.so`),
      `ServerRoot ${work}`,
      `DefaultRuntimeDir ${work}`,
      `PidFile ${work}/httpd.pid`,
      `ErrorLog ${work}/error.log`,
      'LogLevel warn',
      'ServerName 127.0.0.1',
      `Listen 127.0.0.1:${port}`,
      'User www-data',
      'Group www-data',
      'TypesConfig /etc/mime.types',
      'AddDefaultCharset utf-8',
      `DocumentRoot ${docroot}`,
      '<Directory />',
      '  AllowOverride None',
      '  Require all denied',
      '</Directory>',
      `<Directory ${docroot}>`,
      '  AllowOverride All',
      '  Require all granted',
      '</Directory>',
      'DirectoryIndex index.html',
      '',
    ].join('\n'),
  );
  return start(apacheBinary, ['-X', '-f', `${work}/httpd.conf`], `http://127.0.0.1:${port}`, work, `${work}/error.log`);
}
