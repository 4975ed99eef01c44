/**
 * CycloneDX SBOMs of the whole workspace from package-lock.json and node_modules (@cyclonedx/cyclonedx-npm):
 * everything installed, and what ships (dev dependencies omitted). Written to a temporary folder (SBOM_DIR to
 * keep them elsewhere); prints each one's component count and duration.
 *
 *   npx tsx bench/src/security/sbom.ts
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runTool } from './run-tool';

type Bom = { specVersion: string; components?: unknown[] };

const outputDir = process.env.SBOM_DIR ?? mkdtempSync(join(tmpdir(), 'kopkar-sbom-'));

async function sbom(name: string, extraArgs: string[]) {
  const outputFile = join(outputDir, `${name}.cdx.json`);
  const args = [
    'cyclonedx-npm',
    // `npm ls` calls two of lighthouse's dependencies invalid (versions outside its ranges; docs/security-scans.md);
    // they are still what is installed, so they go into the SBOM as they are.
    '--ignore-npm-errors',
    '--flatten-components',
    '--output-format',
    'JSON',
    '--output-file',
    outputFile,
  ];
  const run = await runTool('npx', [...args, ...extraArgs], { quiet: true });
  if (run.exitCode !== 0) throw new Error(`cyclonedx-npm failed (${run.exitCode}):\n${run.output}`);
  const bom = JSON.parse(readFileSync(outputFile, 'utf8')) as Bom;
  console.log(
    `${name}: CycloneDX ${bom.specVersion}, ${bom.components?.length ?? 0} components, ${run.seconds} s → ${outputFile}`,
  );
}

await sbom('all-installed', []);
await sbom('shipped', ['--omit', 'dev']);
