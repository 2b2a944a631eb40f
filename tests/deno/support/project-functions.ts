// The project's functions (supabase/functions), each as supabase/config.toml configures it.
import path from 'node:path';
import { REPO_ROOT } from '../../../supabase/local/config';
import {
  configTomlOf,
  functionNames,
  readFunctionConfig,
  type FunctionConfig,
} from '../../../supabase/local/functions/function-config';

export const FUNCTIONS_DIR = path.join(REPO_ROOT, 'supabase', 'functions');

export function projectFunctions(): FunctionConfig[] {
  return functionNames(FUNCTIONS_DIR).map((name) =>
    readFunctionConfig(configTomlOf(FUNCTIONS_DIR), FUNCTIONS_DIR, name),
  );
}
