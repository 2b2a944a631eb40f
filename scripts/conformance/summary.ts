// "passed X of Y" from vitest's JSON report: server tests (files that call the fixture
// server) apart from the client-only ones (mocked fetch), with every failing test named.
import path from 'node:path';

export interface VitestJson {
  testResults: Array<{
    name: string;
    assertionResults: Array<{ fullName: string; status: string }>;
  }>;
}

export interface Figures {
  serverPassed: number;
  serverTotal: number;
  allPassed: number;
  allTotal: number;
  failing: string[];
}

export function summarise(
  results: VitestJson,
  callsServer: (file: string) => boolean,
): { text: string; figures: Figures } {
  const figures: Figures = { serverPassed: 0, serverTotal: 0, allPassed: 0, allTotal: 0, failing: [] };
  for (const file of results.testResults) {
    const server = callsServer(file.name);
    for (const test of file.assertionResults) {
      if (test.status === 'skipped' || test.status === 'pending' || test.status === 'todo') continue;
      const passed = test.status === 'passed';
      figures.allTotal++;
      if (passed) figures.allPassed++;
      if (server) {
        figures.serverTotal++;
        if (passed) figures.serverPassed++;
      }
      if (!passed) figures.failing.push(`${path.basename(file.name)} › ${test.fullName}`);
    }
  }
  const lines = [
    `passed ${figures.serverPassed} of ${figures.serverTotal} server tests` +
      ` (${figures.allPassed} of ${figures.allTotal} with the client-only tests)`,
    ...(figures.failing.length ? ['Failing:', ...figures.failing.map((name) => `  ✗ ${name}`)] : []),
  ];
  return { text: lines.join('\n'), figures };
}
