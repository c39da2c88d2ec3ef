import { compileHint, hasCompileHint, withCompileHint } from '../../scripts/host/compile-hints.mjs';

describe('withCompileHint', () => {
  const chunk = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["x.js",1,()=>{}]);';

  it('puts V8\'s magic comment alone on the first line and keeps the script after it', () => {
    const hinted = withCompileHint(chunk);
    expect(hinted.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(hinted.slice(compileHint.length)).toBe(chunk);
    expect(hasCompileHint(hinted)).toBe(true);
    expect(hasCompileHint(chunk)).toBe(false);
  });

  it('adds it once however often the build applies it', () => {
    expect(withCompileHint(withCompileHint(chunk))).toBe(withCompileHint(chunk));
  });

  it('leaves the script meaning the same: the hint is a line comment', () => {
    const script = 'globalThis.__hintProbe = [1, 2].map((n) => n * 2);';
    new Function(withCompileHint(script))();
    expect((globalThis as unknown as { __hintProbe: number[] }).__hintProbe).toEqual([2, 4]);
  });
});
