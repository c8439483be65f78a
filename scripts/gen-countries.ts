import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { countries } from 'countries-list';

/**
 * `npx tsx scripts/gen-countries.ts` writes src/ui/phone-field/countries.gen.ts from the
 * countries-list package: ISO code, English name and dialling code of every country, sorted by name.
 * `--check` only compares, and fails when the committed file is stale.
 */
export const COUNTRIES_TARGET = 'src/ui/phone-field/countries.gen.ts';

const HEADER =
  '/**\n * Generated from the countries-list package by `npx tsx scripts/gen-countries.ts`. Do not edit.\n' +
  ' * Each entry: ISO 3166-1 alpha-2 code (lower case), English name, dialling code without the +.\n */\n\n';

export function generateCountries(): string {
  const rows = Object.entries(countries)
    .filter(([, country]) => country.phone.length > 0)
    // countries-list lists Kosovo's historical codes first; its own code is +383.
    .map(([code, country]) => [code.toLowerCase(), country.name, code === 'XK' ? '383' : String(country.phone[0])] as const)
    .sort((a, b) => a[1].localeCompare(b[1], 'en') || a[0].localeCompare(b[0], 'en'));
  const lines = rows.map((row) => `  [${row.map((cell) => JSON.stringify(cell)).join(', ')}],`);
  return (
    HEADER +
    'export const countries: ReadonlyArray<readonly [iso2: string, name: string, dialCode: string]> = [\n' +
    `${lines.join('\n')}\n];\n`
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const generated = generateCountries();
  if (process.argv.includes('--check')) {
    const current = fs.existsSync(COUNTRIES_TARGET) ? fs.readFileSync(COUNTRIES_TARGET, 'utf8') : '';
    if (current !== generated) {
      console.error(`${COUNTRIES_TARGET} is stale: run npx tsx scripts/gen-countries.ts and commit the result.`);
      process.exit(1);
    }
    console.log(`${COUNTRIES_TARGET} is up to date.`);
  } else {
    fs.writeFileSync(COUNTRIES_TARGET, generated);
    console.log(`Wrote ${COUNTRIES_TARGET}.`);
  }
}
