import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFRawStream,
  PDFStream,
  PDFString,
} from '@cantoo/pdf-lib';
import { Schema } from 'node-schematron';

// What the invoice tests read of a saved PDF: its attached files, its XMP packet, and the EN 16931
// findings of the CEN's validation artefacts on its XML.

/** The files a PDF carries, by name: from the catalog's EmbeddedFiles name tree and its associated files (AF). */
export async function attachmentsOf(
  pdf: Uint8Array,
): Promise<{ embedded: Map<string, string>; associated: string[] }> {
  const document = await PDFDocument.load(pdf);
  const nameOf = (spec: PDFDict) =>
    (
      spec.lookupMaybe(PDFName.of('UF'), PDFString, PDFHexString) ??
      spec.lookup(PDFName.of('F'), PDFString, PDFHexString)
    ).decodeText();
  const contentsOf = (spec: PDFDict) => {
    const stream = spec.lookup(PDFName.of('EF'), PDFDict).lookup(PDFName.of('F'), PDFStream);
    if (!(stream instanceof PDFRawStream)) throw new Error('An embedded file is a stream as stored');
    return new TextDecoder().decode(decodePDFRawStream(stream).decode());
  };
  const embedded = new Map<string, string>();
  const walk = (node: PDFDict) => {
    const names = node.lookupMaybe(PDFName.of('Names'), PDFArray);
    for (let index = 1; names && index < names.size(); index += 2) {
      const spec = names.lookup(index, PDFDict);
      embedded.set(nameOf(spec), contentsOf(spec));
    }
    const kids = node.lookupMaybe(PDFName.of('Kids'), PDFArray);
    for (let index = 0; kids && index < kids.size(); index++) walk(kids.lookup(index, PDFDict));
  };
  const tree = document.catalog
    .lookupMaybe(PDFName.of('Names'), PDFDict)
    ?.lookupMaybe(PDFName.of('EmbeddedFiles'), PDFDict);
  if (tree) walk(tree);
  const af = document.catalog.lookupMaybe(PDFName.of('AF'), PDFArray);
  const associated = af
    ? Array.from({ length: af.size() }, (_, index) => nameOf(af.lookup(index, PDFDict)))
    : [];
  return { embedded, associated };
}

/** The XMP packet of a loaded PDF (its catalog's Metadata stream), null when it has none. */
export function xmpOf(pdf: PDFDocument): string | null {
  const metadata = pdf.catalog.lookupMaybe(PDFName.of('Metadata'), PDFStream);
  if (!metadata) return null;
  if (!(metadata instanceof PDFRawStream)) throw new Error('A metadata stream is a stream as stored');
  return new TextDecoder().decode(decodePDFRawStream(metadata).decode());
}

const fixtures = path.resolve('tests/fixtures/en16931');

/** The EN 16931 rules for CII (the CEN's Schematron), read once per test file: it takes seconds to compile. */
let rules: Schema | undefined;
const en16931Rules = () =>
  (rules ??= Schema.fromString(
    fs.readFileSync(path.join(fixtures, 'EN16931-CII-validation-preprocessed.sch'), 'utf8'),
  ));

/** What the CEN's validation artefacts find wrong: the CII D16B schema (xmllint), then the EN 16931 rules (Schematron). */
export function en16931Findings(xml: string): string[] {
  const xsd = spawnSync(
    'xmllint',
    ['--noout', '--schema', path.join(fixtures, 'cii-d16b/CrossIndustryInvoice_100pD16B.xsd'), '-'],
    { input: xml, encoding: 'utf8' },
  );
  if (xsd.error)
    throw new Error(
      `xmllint is needed to validate the XML (apt-get install -y libxml2-utils): ${xsd.error.message}`,
    );
  const schemaErrors = xsd.status === 0 ? [] : [xsd.stderr];
  return [
    ...schemaErrors,
    ...en16931Rules()
      .validateString(xml)
      .map((finding) => `${finding.assertId}: ${finding.message?.trim()}`),
  ];
}

/** What xmllint prints for an XPath expression on `xml`, whose errors throw. */
function xpath(xml: string, expression: string): string {
  const run = spawnSync('xmllint', ['--xpath', expression, '-'], { input: xml, encoding: 'utf8' });
  if (run.error || run.status !== 0)
    throw new Error(`xmllint cannot read the XML: ${run.error?.message ?? run.stderr}`);
  return run.stdout.replace(/\n$/, '');
}

/**
 * One property of an XMP packet, read by libxml2 with its namespaces and entities: a simple
 * property (an element, or an attribute of rdf:Description, as XMP allows both), the x-default
 * item of a language alternative (dc:title), or the first item of a sequence (dc:creator).
 * Undefined when the packet does not have it.
 */
export function xmpProperty(packet: string, namespace: string, name: string): string | undefined {
  const named = `[namespace-uri()='${namespace}' and local-name()='${name}']`;
  const item = `*[namespace-uri()='http://www.w3.org/1999/02/22-rdf-syntax-ns#' and local-name()='li']`;
  const candidates = [
    `//*${named}/*/${item}[@xml:lang='x-default']`,
    `//*${named}/*[local-name()='Seq' or local-name()='Bag']/${item}`,
    `//*${named}[not(*)]`,
    `//@*${named}`,
  ].join(' | ');
  if (xpath(packet, `count(${candidates})`) === '0') return undefined;
  return xpath(packet, `string((${candidates})[1])`);
}
