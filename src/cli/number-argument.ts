/** A benchmark's numeric option: the number after `name` on the command line, or `fallback` when it is not given. */
export function numberArgument(name: string, fallback: number): number {
  const at = process.argv.indexOf(name);
  return at < 0 ? fallback : Number(process.argv[at + 1]);
}
