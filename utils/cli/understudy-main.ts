import { main as dataset } from './dataset-cli';

/** `understudy <command> …`: the commands of the package's bin. */
const COMMANDS: Record<string, (args: string[]) => Promise<number>> = { dataset };

const USAGE = `Usage: understudy <command> [options]

Commands:
  dataset <schema.json> [options]   make a CSV, JSON, NDJSON or SQL file from a dataset schema

understudy <command> --help shows a command's options.`;

/**
 * Runs the command `argv` names, resolving to the process's exit code.
 * @example await main(['dataset', 'customers.schema.json', '--rows', '5']) // 0
 */
export async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  if (name === '--help' || name === '-h') {
    console.log(USAGE);
    return 0;
  }
  const command = name !== undefined && Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!command) {
    console.error(name === undefined ? USAGE : `"${name}" is not a command of understudy.\n\n${USAGE}`);
    return 2;
  }
  return command(args);
}
