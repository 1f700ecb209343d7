/**
 * `npm run lint`'s schema step: prints how much of schema.graphql is described and fails below
 * MIN_DESCRIBED_SHARE, or on a name that breaks the naming rules (scripts/schema-lint.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { lintSchemaText, MIN_DESCRIBED_SHARE } from './schema-lint.js';

const report = lintSchemaText(readFileSync(path.resolve('schema.graphql'), 'utf8'));
const share = report.described / report.elements;
const percent = (value: number) => `${(Math.floor(value * 1000) / 10).toFixed(1)} %`;
console.log(
  `schema.graphql: ${report.described} of ${report.elements} types, fields, arguments and enum values described (${percent(share)})`,
);

let failed = false;
if (share < MIN_DESCRIBED_SHARE) {
  failed = true;
  console.error(`Describe at least ${percent(MIN_DESCRIBED_SHARE)}. Without a description:\n  ${report.undescribed.join('\n  ')}`);
}
if (report.badNames.length) {
  failed = true;
  console.error(`Names breaking the schema's naming rules:\n  ${report.badNames.join('\n  ')}`);
}
if (failed) process.exit(1);
