// supabase/config.toml as every reader of this repository sees it (the stack's settings, each
// function's section, the deploy checklist), parsed by smol-toml: a maintained TOML 1.0 parser,
// so a file the Supabase CLI would refuse (a table defined twice, a broken string) is refused
// here too, with its line, instead of being half read.
import { parse, TomlError, type TomlTable } from 'smol-toml';

/** What a reader takes from config.toml; a table or a date where a value is asked for is an error. */
export type ConfigValue = string | number | boolean | string[];

/** `get('auth.email', 'otp_expiry')`: a key of a table named by its dotted path; undefined when absent. */
export type ConfigToml = (table: string, key: string) => ConfigValue | undefined;

/** The whole document; `source` names the file in the error a malformed one raises. */
export function parseToml(text: string, source = 'config.toml'): TomlTable {
  try {
    return parse(text);
  } catch (error) {
    if (error instanceof TomlError) throw new Error(`${source}: ${error.message}`, { cause: error });
    throw error;
  }
}

const isTable = (value: unknown): value is TomlTable =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

/** The table at a dotted path (`functions.offer-pdf`); empty when the file has none. */
export function tomlTable(doc: TomlTable, table: string): TomlTable {
  let current: TomlTable = doc;
  for (const name of table.split('.')) {
    const next = current[name];
    if (!isTable(next)) return {};
    current = next;
  }
  return current;
}

function configValue(value: unknown, where: string): ConfigValue | undefined {
  if (value === undefined || ['string', 'number', 'boolean'].includes(typeof value)) {
    return value as ConfigValue | undefined;
  }
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value as string[];
  throw new Error(`${where} is not a string, a number, a boolean or a list of strings`);
}

export function configReader(doc: TomlTable, source = 'config.toml'): ConfigToml {
  return (table, key) => configValue(tomlTable(doc, table)[key], `${source}: [${table}] ${key}`);
}

export function parseConfigToml(text: string, source = 'config.toml'): ConfigToml {
  return configReader(parseToml(text, source), source);
}
