// V8's explicit compile hint (Chrome 136+): a file whose first line is this comment has all its
// functions compiled eagerly, on a background thread while the file streams in. Without it V8
// only pre-parses a script and compiles each function on the main thread the first time it is
// called. Most of Next's first-load chunks (the framework, the router, the page's islands) runs
// while the page hydrates, so that compiling was one 35-70 ms main-thread task on this machine
// (150-280 ms under Lighthouse's 4x CPU slowdown, most of each page's Total Blocking Time).
// With the hint the same task is 10-16 ms. Browsers without the feature read a comment. Lazily loaded chunks (the form controller, the toasts) are left as they are: most of
// their code runs only when a visitor sends a form.
export const compileHint = '//# allFunctionsCalledOnLoad\n';

/** The script with the hint as its first line (once, however often it is applied). */
export function withCompileHint(source: string): string {
  return hasCompileHint(source) ? source : compileHint + source;
}

/** Whether V8 reads the script's first line as the hint. */
export function hasCompileHint(source: string): boolean {
  return source.startsWith(compileHint);
}
