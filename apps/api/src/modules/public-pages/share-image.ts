import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { JobStatus } from '@takeoff/shared/jobs';

/**
 * Share images (Open Graph / Twitter cards): a 1200×630 PNG in the departure-board look, drawn by satori from
 * a plain object tree (no React on the server) and rasterised by resvg. The typeface is JetBrains Mono (SIL OFL
 * 1.1, shipped by @fontsource/jetbrains-mono): Latin, Greek and Cyrillic. Text is reduced to what those fonts
 * draw, so no title, however hostile, can fail a render or show missing-glyph boxes.
 */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;
export const SHARE_IMAGE_META = { ...SHARE_IMAGE, type: 'image/png' } as const;

/** Bump when the layout changes: cached images and their ETags change with it. */
export const SHARE_IMAGE_LAYOUT = 1;

export interface FlightCard {
  flightNumber: string;
  title: string;
  companyName: string;
  companyVerified: boolean;
  location: string;
  type: string;
  salary: string | null;
  status: Exclude<JobStatus, 'closed'>;
  /** Where the page lives, shown small: `jobs.example.com/flights/TO1234`. */
  address: string;
}

export interface CareersCard {
  companyName: string;
  companyVerified: boolean;
  openFlights: number;
  /** The board lists at most this many: more reads as `200+`. */
  openFlightsCap: number;
  address: string;
}

const COLOURS = {
  background: '#070e1c',
  surface: '#0d1830',
  border: '#263a61',
  cell: '#050a14',
  amber: '#ffb627',
  white: '#f5f1e6',
  muted: '#a7b5d1',
  status: { live: '#34d27b', boarding: '#6aa8ff', expiring: '#f6d34a' } satisfies Record<
    FlightCard['status'],
    string
  >,
};

const SUBSETS = ['latin', 'latin-ext', 'greek', 'cyrillic'] as const;
const WEIGHTS = [400, 700, 800] as const;
/** One family per subset: satori picks one face per family and falls back family by family for missing glyphs. */
const FONT_FAMILY = SUBSETS.map((subset) => `Board ${subset}`).join(', ');

type Weight = (typeof WEIGHTS)[number];
interface FontFace {
  name: string;
  data: Buffer;
  weight: Weight;
  style: 'normal';
}
interface LoadedFonts {
  faces: FontFace[];
  /** Code point ranges the faces draw, from the package's own subset table. */
  ranges: [number, number][];
}

const requireFromHere = createRequire(import.meta.url);
let fonts: Promise<LoadedFonts> | null = null;

export function shareImageFonts(): Promise<LoadedFonts> {
  fonts ??= (async () => {
    const file = (name: string) => requireFromHere.resolve(`@fontsource/jetbrains-mono/${name}`);
    const table = JSON.parse(await readFile(file('unicode.json'), 'utf8')) as Record<
      string,
      string
    >;
    const faces = await Promise.all(
      SUBSETS.flatMap((subset) =>
        WEIGHTS.map(async (weight) => ({
          name: `Board ${subset}`,
          data: await readFile(file(`files/jetbrains-mono-${subset}-${weight}-normal.woff`)),
          weight,
          style: 'normal' as const,
        })),
      ),
    );
    const ranges = SUBSETS.flatMap((subset) => parseRanges(table[subset] ?? ''));
    return { faces, ranges };
  })();
  fonts.catch(() => (fonts = null));
  return fonts;
}

/** `U+0370-0377,U+038C` → [[0x370, 0x377], [0x38c, 0x38c]]. */
function parseRanges(list: string): [number, number][] {
  return list.split(',').flatMap((part) => {
    const match = /^U\+([0-9A-F]+)(?:-([0-9A-F]+))?$/i.exec(part.trim());
    return match
      ? [[parseInt(match[1]!, 16), parseInt(match[2] ?? match[1]!, 16)] as [number, number]]
      : [];
  });
}

/** Controls, zero-width, joiners and bidi controls: inside the fonts' ranges, but they reorder or hide text on a card. */
const INVISIBLE = /[\p{Cc}\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufeff]/u;

/**
 * Text as the board can draw it: NFC, every kind of whitespace (tabs, U+2028/2029) one space, control and
 * invisible characters dropped, characters the fonts lack (emoji, other scripts) dropped, cut at `max`
 * characters with an ellipsis.
 */
export function boardText(text: string, max: number, ranges: readonly [number, number][]): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    if (/\s/u.test(char)) out += ' ';
    else if (INVISIBLE.test(char)) continue;
    else if (
      ranges.some(([from, to]) => char.codePointAt(0)! >= from && char.codePointAt(0)! <= to)
    )
      out += char;
  }
  const flat = out.replace(/ {2,}/g, ' ').trim();
  const chars = [...flat];
  return chars.length <= max
    ? flat
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/** Board labels are capitals; Greek capitals lose their accents (ΜΗΧΑΝΙΚΟΣ, not ΜΗΧΑΝΙΚΌΣ). */
const capitals = (text: string) => text.toLocaleUpperCase('el');

// satori's element form: { type, props: { style, children } }, as React.createElement would build it.
interface Node {
  type: string;
  props: { style?: Record<string, string | number>; children?: Child | Child[] };
}
type Child = Node | string;
const div = (style: Record<string, string | number>, children?: Child | Child[]): Node => ({
  type: 'div',
  props: { style, children },
});

/** One split-flap tile: a character on a dark cell, cut across the middle by the flap's hinge. */
function flap(
  char: string,
  size: { width: number; height: number; font: number },
  colour: string,
): Node {
  return div(
    {
      display: 'flex',
      position: 'relative',
      alignItems: 'center',
      justifyContent: 'center',
      width: size.width,
      height: size.height,
      backgroundColor: COLOURS.cell,
      borderRadius: 8,
      border: `1px solid ${COLOURS.border}`,
      color: colour,
      fontSize: size.font,
      fontWeight: 800,
    },
    [
      char,
      div({
        position: 'absolute',
        left: 0,
        right: 0,
        top: size.height / 2 - 1,
        height: 3,
        backgroundColor: COLOURS.background,
      }),
    ],
  );
}

function flaps(
  text: string,
  size: { width: number; height: number; font: number },
  colour: string,
): Node {
  return div(
    { display: 'flex', gap: 6 },
    [...text].map((char) => flap(char === ' ' ? '' : char, size, colour)),
  );
}

/** A pill in the live colour (drawn, not a ✓ glyph the typeface's subsets lack). */
const verifiedBadge = (text: string): Node =>
  div(
    {
      display: 'flex',
      alignItems: 'center',
      padding: '4px 14px',
      border: `2px solid ${COLOURS.status.live}`,
      borderRadius: 999,
      fontSize: 20,
      fontWeight: 700,
      letterSpacing: 3,
      color: COLOURS.status.live,
    },
    text,
  );

const label = (text: string): Node =>
  div(
    {
      display: 'flex',
      fontSize: 20,
      fontWeight: 700,
      letterSpacing: 3,
      color: COLOURS.muted,
      marginBottom: 10,
    },
    text,
  );

/** A labelled board cell; its value stays on one line and ends in an ellipsis when too long. */
function cell(name: string, value: string, colour: string = COLOURS.amber): Node {
  return div(
    {
      display: 'flex',
      flexDirection: 'column',
      flexGrow: 1,
      flexShrink: 1,
      flexBasis: 0,
      minWidth: 0,
      padding: '14px 20px',
      backgroundColor: COLOURS.cell,
      borderRadius: 10,
      border: `1px solid ${COLOURS.border}`,
    },
    [
      label(name),
      div(
        {
          display: 'block',
          fontSize: 30,
          fontWeight: 700,
          color: colour,
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
        },
        value,
      ),
    ],
  );
}

/** The top bar every card shares: the brand on the left, the page's address on the right. */
function topBar(note: string, address: string): Node {
  return div(
    {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      paddingBottom: 22,
      borderBottom: `2px solid ${COLOURS.border}`,
    },
    [
      div({ display: 'flex', alignItems: 'center' }, [
        div({
          display: 'flex',
          width: 18,
          height: 18,
          backgroundColor: COLOURS.amber,
          borderRadius: 4,
          marginRight: 16,
        }),
        div(
          {
            display: 'flex',
            fontSize: 34,
            fontWeight: 800,
            letterSpacing: 8,
            color: COLOURS.amber,
          },
          'TAKEOFF',
        ),
        div(
          {
            display: 'flex',
            fontSize: 22,
            fontWeight: 700,
            letterSpacing: 4,
            color: COLOURS.muted,
            marginLeft: 24,
          },
          note,
        ),
      ]),
      div(
        {
          display: 'block',
          fontSize: 22,
          color: COLOURS.muted,
          maxWidth: 560,
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
        },
        address,
      ),
    ],
  );
}

/** The canvas and, inset by a margin (satori sizes boxes without their padding), the card's column. */
const frame = (children: Child[]): Node =>
  div(
    {
      display: 'flex',
      width: SHARE_IMAGE.width,
      height: SHARE_IMAGE.height,
      backgroundColor: COLOURS.background,
      backgroundImage: `linear-gradient(180deg, ${COLOURS.surface} 0%, ${COLOURS.background} 100%)`,
      color: COLOURS.white,
      fontFamily: FONT_FAMILY,
      // The typeface's coding ligatures would draw `<!--` or `</` as arrows.
      fontFeatureSettings: '"calt" 0, "liga" 0',
    },
    div(
      {
        display: 'flex',
        flexDirection: 'column',
        flexGrow: 1,
        minWidth: 0,
        margin: '40px 56px 44px',
      },
      children,
    ),
  );

/** The title's size by length: short titles large on one or two lines, long ones smaller on three at most. */
function titleStyle(length: number) {
  if (length <= 30) return { fontSize: 64, lines: 2 };
  if (length <= 58) return { fontSize: 54, lines: 2 };
  return { fontSize: 44, lines: 3 };
}

export function flightTree(card: FlightCard, ranges: readonly [number, number][]): Node {
  const title = boardText(card.title, 120, ranges) || card.flightNumber;
  const company = capitals(boardText(card.companyName, 60, ranges));
  const style = titleStyle([...title].length);
  const facts = [
    cell('GATE', capitals(boardText(card.location, 60, ranges))),
    cell('TYPE', capitals(card.type)),
  ];
  if (card.salary) facts.push(cell('SALARY', boardText(card.salary, 60, ranges), COLOURS.white));
  return frame([
    topBar('DEPARTURES', boardText(card.address, 80, ranges)),
    div(
      { display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', marginTop: 28 },
      [
        div({ display: 'flex', flexDirection: 'column' }, [
          label('FLIGHT'),
          flaps(card.flightNumber, { width: 52, height: 70, font: 48 }, COLOURS.amber),
        ]),
        div({ display: 'flex', flexDirection: 'column', alignItems: 'flex-end' }, [
          label('STATUS'),
          flaps(
            capitals(card.status),
            { width: 36, height: 52, font: 34 },
            COLOURS.status[card.status],
          ),
        ]),
      ],
    ),
    div(
      {
        display: 'flex',
        flexDirection: 'column',
        flexGrow: 1,
        justifyContent: 'center',
        minHeight: 0,
      },
      [
        div(
          {
            display: 'block',
            fontSize: style.fontSize,
            fontWeight: 700,
            lineHeight: 1.15,
            color: COLOURS.white,
            lineClamp: style.lines,
          },
          title,
        ),
        div(
          {
            display: 'flex',
            alignItems: 'center',
            marginTop: 14,
            fontSize: 30,
            fontWeight: 700,
            color: COLOURS.amber,
          },
          [
            div(
              {
                display: 'block',
                whiteSpace: 'nowrap',
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                maxWidth: 860,
              },
              company,
            ),
            ...(card.companyVerified
              ? [div({ display: 'flex', marginLeft: 18 }, [verifiedBadge('VERIFIED')])]
              : []),
          ],
        ),
      ],
    ),
    div({ display: 'flex', gap: 16 }, facts),
  ]);
}

export function careersTree(card: CareersCard, ranges: readonly [number, number][]): Node {
  const company = boardText(card.companyName, 60, ranges) || 'Takeoff';
  const count =
    card.openFlights >= card.openFlightsCap ? `${card.openFlightsCap}+` : String(card.openFlights);
  const style = titleStyle([...company].length);
  return frame([
    topBar('CAREERS', boardText(card.address, 80, ranges)),
    div(
      {
        display: 'flex',
        flexDirection: 'column',
        flexGrow: 1,
        justifyContent: 'center',
        minHeight: 0,
      },
      [
        label('NOW BOARDING AT'),
        div(
          {
            display: 'block',
            fontSize: style.fontSize + 6,
            fontWeight: 800,
            lineHeight: 1.15,
            color: COLOURS.white,
            lineClamp: 2,
          },
          company,
        ),
        ...(card.companyVerified
          ? [div({ display: 'flex', marginTop: 16 }, [verifiedBadge('VERIFIED COMPANY')])]
          : []),
      ],
    ),
    div({ display: 'flex', alignItems: 'center' }, [
      flaps(count.padStart(3, ' '), { width: 64, height: 90, font: 62 }, COLOURS.amber),
      div(
        {
          display: 'flex',
          marginLeft: 28,
          fontSize: 28,
          fontWeight: 700,
          letterSpacing: 3,
          color: COLOURS.muted,
        },
        card.openFlights === 1 ? 'OPEN FLIGHT ON THE BOARD' : 'OPEN FLIGHTS ON THE BOARD',
      ),
    ]),
  ]);
}

/** Renders a card to PNG bytes. satori and resvg load on first use: the server starts without them. */
export type ShareImageInput =
  { kind: 'flight'; card: FlightCard } | { kind: 'careers'; card: CareersCard };

export async function renderShareImage(card: ShareImageInput): Promise<Buffer> {
  const [{ default: satori }, { Resvg }, loaded] = await Promise.all([
    import('satori'),
    import('@resvg/resvg-js'),
    shareImageFonts(),
  ]);
  const tree =
    card.kind === 'flight'
      ? flightTree(card.card, loaded.ranges)
      : careersTree(card.card, loaded.ranges);
  const svg = await satori(tree as unknown as Parameters<typeof satori>[0], {
    ...SHARE_IMAGE,
    fonts: loaded.faces,
  });
  return new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } })
    .render()
    .asPng();
}
