import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  type PDFDocument,
  PDFHexString,
  PDFName,
  PDFRawStream,
  PDFRef,
  PDFString,
} from '@cantoo/pdf-lib';

/**
 * Rewrites in place the text of the associated file `name` (one of the catalog's AF, as Factur-X
 * attaches its XML): same file specification, same metadata, new contents.
 */
export function rewriteEmbeddedFile(pdf: PDFDocument, name: string, rewrite: (text: string) => string): void {
  const files = pdf.catalog.lookup(PDFName.of('AF'), PDFArray);
  for (let index = 0; index < files.size(); index++) {
    const spec = files.lookup(index, PDFDict);
    const specName =
      spec.lookupMaybe(PDFName.of('UF'), PDFString, PDFHexString) ??
      spec.lookup(PDFName.of('F'), PDFString, PDFHexString);
    if (specName.decodeText() !== name) continue;
    const ref = spec.lookup(PDFName.of('EF'), PDFDict).get(PDFName.of('F'));
    const stream = pdf.context.lookup(ref);
    if (!(ref instanceof PDFRef) || !(stream instanceof PDFRawStream))
      throw new Error(`${name} is not an embedded file stream`);
    const contents = new TextEncoder().encode(
      rewrite(new TextDecoder().decode(decodePDFRawStream(stream).decode())),
    );
    const params = stream.dict.lookup(PDFName.of('Params'), PDFDict);
    params.set(PDFName.of('Size'), pdf.context.obj(contents.length));
    pdf.context.assign(
      ref,
      pdf.context.flateStream(contents, {
        Type: 'EmbeddedFile',
        Subtype: stream.dict.get(PDFName.of('Subtype')),
        Params: params,
      }),
    );
    return;
  }
  throw new Error(`The PDF has no associated file ${name}`);
}
