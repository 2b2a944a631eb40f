import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** Each wrong arrow between layers fails `npm run lint`; each right one passes. */
const eslint = new ESLint({ cwd: process.cwd() });

async function restricted(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const used = imported;\n`, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('layer rules', { timeout: 60_000 }, () => {
  it.each([
    ['src/components/ui/example.ts', "import { imported } from '@/features/orders/status';"],
    ['src/lib/example.ts', "import { imported } from '@/app/router';"],
    ['src/config/example.ts', "import { imported } from '@/pages/admin/orders-page';"],
    ['src/features/orders/example.ts', "import { imported } from '@/features/leads/status';"],
    ['src/features/orders/components/example.ts', "import { imported } from '../../leads/status';"],
    ['src/features/orders/example.ts', "import { imported } from '@/pages/admin/orders-page';"],
    ['src/pages/admin/example.ts', "import { imported } from '@/app/route-table';"],
    ['src/app/example.ts', "import { imported } from '../../supabase/local/config';"],
    ['src/lib/example.ts', "import { imported } from '@/domain/orders/status';"],
    ['src/components/ui/example.ts', "import { imported } from '@/domain/tables';"],
    ['src/domain/orders/example.ts', "import { imported } from '@/features/orders/components/order-history';"],
    ['src/domain/example.ts', "import { imported } from '@/features/audit/filters';"],
    ['src/domain/orders/example.ts', "import { imported } from '@/domain/tables';"],
    ['src/domain/orders/example.ts', "import { imported } from '../leads/status';"],
    ['src/domain/orders/example.ts', "import { imported } from '@/pages/admin/orders-page';"],
  ])('%s may not %s', async (file, source) => {
    expect(await restricted(file, source)).toHaveLength(1);
  });

  it.each([
    ['src/app/example.ts', "import { imported } from '@/features/orders/status';"],
    ['src/pages/admin/example.ts', "import { imported } from '@/features/orders/status';"],
    ['src/features/orders/components/example.ts', "import { imported } from '../status';"],
    ['src/features/orders/example.ts', "import { imported } from '@/lib/format';"],
    ['src/features/orders/example.ts', "import { imported } from '@/domain/orders/status';"],
    ['src/pages/admin/example.ts', "import { imported } from '@/domain/record-names';"],
    ['src/domain/orders/example.ts', "import { imported } from './status';"],
    ['src/domain/offers/example.ts', "import { imported } from '@/domain/orders/tables';"],
    ['src/domain/orders/example.ts', "import { imported } from '@/domain/shared/table-words';"],
    ['src/domain/example.ts', "import { imported } from '@/domain/orders/tables';"],
  ])('%s may %s', async (file, source) => {
    expect(await restricted(file, source)).toEqual([]);
  });
});
