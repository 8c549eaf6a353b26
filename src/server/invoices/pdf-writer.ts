import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PageSizes, rgb, type Color, type PDFDocument, type PDFFont, type PDFPage } from '@cantoo/pdf-lib';
import fontkit from '@cantoo/fontkit';

/** A4 in points, with the margins every page keeps. */
const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.A4;
export const MARGIN = 48;
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;

export const GREY = rgb(0.4, 0.4, 0.4);
export const LIGHT = rgb(0.94, 0.94, 0.94);
export const ALERT = rgb(0.72, 0.16, 0.1);

export type TextStyle = { size?: number; bold?: boolean; color?: Color };
/** Where a line of text goes: its baseline starts at x, or ends there when aligned right; on the current page unless told. */
type Placement = TextStyle & { alignRight?: boolean; page?: PDFPage };

/**
 * The fonts every document is written in, embedded in it (a PDF/A-3, which a Factur-X is, may use
 * no font it does not carry): DejaVu Sans Condensed, about as wide as Helvetica, whose licence
 * lets it travel with documents; read once per process from its package.
 */
const fontFile = (file: string) =>
  readFile(path.join(process.cwd(), 'node_modules/dejavu-fonts-ttf/ttf', file));
let fontFiles: Promise<[Uint8Array, Uint8Array]> | undefined;
const loadFonts = () =>
  (fontFiles ??= Promise.all([
    fontFile('DejaVuSansCondensed.ttf'),
    fontFile('DejaVuSansCondensed-Bold.ttf'),
  ]));

/**
 * Text that the font can draw: DejaVu Sans covers French and most European scripts, the narrow
 * no-break space Intl puts in French numbers included. Any other space becomes a plain space, a
 * letter it lacks loses its accent if that helps, and anything else becomes "?" rather than
 * failing the whole document.
 */
export function drawableText(text: string, characters: ReadonlySet<number>): string {
  let drawable = '';
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    if (characters.has(code)) drawable += character;
    else if (/\s/u.test(character)) drawable += ' ';
    else {
      const base = character.normalize('NFD').replace(/\p{M}/gu, '');
      drawable += base && [...base].every((part) => characters.has(part.codePointAt(0) ?? 0)) ? base : '?';
    }
  }
  return drawable;
}

/**
 * Writes a document top to bottom in DejaVu Sans Condensed: a cursor (`y`) that moves down, text
 * made drawable before it is measured or drawn, and a new page when the next block does not fit.
 */
export class PdfWriter {
  y = PAGE_HEIGHT - MARGIN;
  readonly pages: PDFPage[] = [];
  private readonly characters: ReadonlySet<number>;

  private constructor(
    readonly pdf: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly onNewPage: (writer: PdfWriter) => void,
  ) {
    this.characters = new Set(regular.getCharacterSet());
    this.addPage();
  }

  static async start(pdf: PDFDocument, onNewPage: (writer: PdfWriter) => void): Promise<PdfWriter> {
    pdf.registerFontkit(fontkit);
    const [regularFile, boldFile] = await loadFonts();
    // Subset: a document carries the glyphs it uses, some kilobytes, not the whole font.
    const [regular, bold] = await Promise.all([
      pdf.embedFont(regularFile, { subset: true }),
      pdf.embedFont(boldFile, { subset: true }),
    ]);
    return new PdfWriter(pdf, regular, bold, onNewPage);
  }

  get page(): PDFPage {
    const page = this.pages.at(-1);
    if (!page) throw new Error('A writer always has a page');
    return page;
  }

  /** Continues on a new page unless `height` points still fit above the bottom margin; whether it did. */
  ensureSpace(height: number): boolean {
    if (this.y - height >= MARGIN) return false;
    this.addPage();
    return true;
  }

  width(text: string, { size = 9, bold = false }: TextStyle = {}): number {
    return (bold ? this.bold : this.regular).widthOfTextAtSize(drawableText(text, this.characters), size);
  }

  /** One line of text whose baseline is at `y`. */
  text(
    text: string,
    x: number,
    y: number,
    { size = 9, bold = false, color = rgb(0, 0, 0), alignRight = false, page = this.page }: Placement = {},
  ): void {
    const drawable = drawableText(text, this.characters);
    const font = bold ? this.bold : this.regular;
    const left = alignRight ? x - font.widthOfTextAtSize(drawable, size) : x;
    page.drawText(drawable, { x: left, y, size, font, color });
  }

  /** Words of `text` grouped into lines no wider than `width`; a word too long on its own keeps its line. */
  wrap(text: string, width: number, style: TextStyle = {}): string[] {
    const lines: string[] = [];
    let current = '';
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const candidate = current ? `${current} ${word}` : word;
      if (current && this.width(candidate, style) > width) {
        lines.push(current);
        current = word;
      } else {
        current = candidate;
      }
    }
    if (current) lines.push(current);
    return lines;
  }

  /** Wrapped text from the cursor down, the cursor left below it. */
  paragraph(text: string, x: number, width: number, style: TextStyle = {}, leading = 1.35): void {
    const size = style.size ?? 9;
    for (const line of this.wrap(text, width, style)) {
      this.ensureSpace(size * leading);
      this.y -= size * leading;
      this.text(line, x, this.y, style);
    }
  }

  rectangle(x: number, y: number, width: number, height: number, color: Color): void {
    this.page.drawRectangle({ x, y, width, height, color });
  }

  rule(y: number, color: Color = GREY, page: PDFPage = this.page): void {
    page.drawLine({ start: { x: MARGIN, y }, end: { x: PAGE_WIDTH - MARGIN, y }, thickness: 0.5, color });
  }

  private addPage(): void {
    this.pages.push(this.pdf.addPage(PageSizes.A4));
    this.y = PAGE_HEIGHT - MARGIN;
    this.onNewPage(this);
  }
}
