import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, rename, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { validateXML } from 'xmllint-wasm';

/*
 * The checkers of a Factur-X XML (decision 0048), real ones from the npm registry: the XSD of
 * Factur-X 1.09 EN 16931 with libxml2 compiled to wasm (xmllint-wasm), and the EN 16931
 * business rules (the Schematron compiled to XSLT 2.0) with SaxonJS. The XSL is compiled to a
 * SEF once (xslt3, ~30 s) into node_modules/.cache, keyed by the XSL's size and date.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const DATA = path.join(here, 'facturx-data');
const XSD = 'Factur-X_EN16931.xsd';
const XSL = 'Factur-X_1.09_EN16931.xsl';
const CODES = 'FACTUR-X_EN16931_codedb.xml';
const require = createRequire(import.meta.url);

function repoCache(): string {
  let dir = here;
  while (!existsSync(path.join(dir, 'node_modules')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return path.join(dir, 'node_modules', '.cache', 'cuvee-facturx');
}

let schemaFiles: Promise<{ fileName: string; contents: string }[]> | undefined;
const loadSchemas = () => {
  schemaFiles ??= (async () => {
    const names = [
      XSD,
      'Factur-X_1.09_EN16931_urn_un_unece_uncefact_data_standard_QualifiedDataType_100.xsd',
      'Factur-X_1.09_EN16931_urn_un_unece_uncefact_data_standard_ReusableAggregateBusinessInformationEntity_100.xsd',
      'Factur-X_1.09_EN16931_urn_un_unece_uncefact_data_standard_UnqualifiedDataType_100.xsd',
    ];
    return Promise.all(
      names.map(async (fileName) => ({
        fileName,
        contents: await readFile(path.join(DATA, fileName), 'utf8'),
      })),
    );
  })();
  return schemaFiles;
};

/** The XSD's errors (empty when valid). */
export async function schemaErrors(xml: string): Promise<string[]> {
  const [main, ...imports] = await loadSchemas();
  const result = await validateXML({
    xml: [{ fileName: 'factur-x.xml', contents: xml }],
    schema: [main!],
    preload: imports,
  });
  return result.errors.map((e) => e.rawMessage);
}

let sef: Promise<string> | undefined;
/** The compiled Schematron, built once per machine (a temporary name, then renamed: atomic). */
export function compiledSchematron(): Promise<string> {
  sef ??= (async () => {
    const xsl = path.join(DATA, XSL);
    const info = await stat(xsl);
    const dir = repoCache();
    const file = path.join(dir, `en16931-${info.size}-${Math.trunc(info.mtimeMs)}.sef.json`);
    // The rules read their code lists beside the stylesheet (document('…codedb.xml')).
    const codes = path.join(dir, CODES);
    if (!existsSync(codes)) {
      await mkdir(dir, { recursive: true });
      await copyFile(path.join(DATA, CODES), `${codes}.${process.pid}.tmp`);
      await rename(`${codes}.${process.pid}.tmp`, codes);
    }
    if (existsSync(file)) return file;
    const tmp = `${file}.${process.pid}.tmp`;
    const cli = require.resolve('xslt3/xslt3.js');
    await promisify(execFile)(
      process.execPath,
      [cli, `-xsl:${xsl}`, `-export:${tmp}`, '-nogo', '-relocate:on'],
      {
        maxBuffer: 16 * 1024 * 1024,
      },
    );
    await rename(tmp, file);
    return file;
  })();
  return sef;
}

type Saxon = {
  transform(options: Record<string, unknown>, mode: 'async'): Promise<{ principalResult: string }>;
};

/** The EN 16931 rules that fail: their id and text ('[BR-CO-15] …'); fatal ones only. */
export async function failedAsserts(xml: string): Promise<string[]> {
  return (await schematronReport(xml)).errors;
}

/** What the EN 16931 Schematron reports: the fatal failures, and the warnings apart. */
export async function schematronReport(xml: string): Promise<{ errors: string[]; warnings: string[] }> {
  const SaxonJS = require('saxon-js') as Saxon;
  const stylesheet = await compiledSchematron();
  const { principalResult } = await SaxonJS.transform(
    {
      stylesheetFileName: stylesheet,
      sourceText: xml,
      destination: 'serialized',
    },
    'async',
  );
  const errors: string[] = [];
  const warnings: string[] = [];
  const re = /<svrl:failed-assert\b([^>]*)>([\s\S]*?)<\/svrl:failed-assert>/g;
  for (const m of principalResult.matchAll(re)) {
    const attrs = m[1] ?? '';
    const id = /id="([^"]*)"/.exec(attrs)?.[1] ?? '';
    const textMatch = /<svrl:text>([\s\S]*?)<\/svrl:text>/.exec(m[2] ?? '');
    const failure = `${id} ${(textMatch?.[1] ?? '').replace(/\s+/g, ' ').trim()}`.trim();
    (/flag="warning"/.test(attrs) ? warnings : errors).push(failure);
  }
  return { errors, warnings };
}

/** Both checkers over one XML: what a test asserts empty. */
export async function checkFacturX(
  xml: string,
): Promise<{ schemaErrors: string[]; failedAsserts: string[] }> {
  return { schemaErrors: await schemaErrors(xml), failedAsserts: await failedAsserts(xml) };
}
