import { Canvas, type Rgb } from "./png.js";

/** The colour of each area (section type 1..5): national red, local green, communication blue, toolkit yellow, best practice purple. */
export const AREA_COLOURS: Record<number, Rgb> = {
  1: [218, 41, 28],
  2: [38, 132, 84],
  3: [39, 116, 174],
  4: [255, 188, 13],
  5: [120, 70, 160],
};
const WHITE: Rgb = [255, 255, 255];
const YELLOW: Rgb = [255, 199, 44];
const DARK: Rgb = [41, 41, 41];

const shade = ([r, g, b]: Rgb, factor: number): Rgb => [r, g, b].map((v) => Math.max(0, Math.min(255, Math.round(v * factor)))) as unknown as Rgb;

/** A 240x240 PNG thumbnail: the area's colour, a white card and a shape that depends on the piece type. */
export function thumbnail(seed: number, area: number, typeCode: string | null, size = 240): Buffer {
  const colour = AREA_COLOURS[area] ?? DARK;
  const canvas = new Canvas(size, size, colour);
  canvas.stripes(0, 0, size, size, 24 + (seed % 4) * 6, shade(colour, 0.88));
  const m = Math.round(size * 0.12);
  canvas.rect(m, m, size - 2 * m, size - 2 * m, WHITE);
  const cx = size / 2;
  const cy = size / 2;
  const accent = seed % 3 === 0 ? YELLOW : shade(colour, 1.1);
  switch (typeCode) {
    case "banner":
    case "mupi":
      canvas.rect(m + 12, cy - 28, size - 2 * m - 24, 56, colour).rect(m + 24, cy - 8, size / 3, 16, WHITE);
      break;
    case "rollup":
    case "vinyl":
      canvas.rect(cx - 30, m + 10, 60, size - 2 * m - 20, colour).circle(cx, cy, 18, YELLOW);
      break;
    case "menuboard":
      for (let i = 0; i < 3; i++) canvas.rect(m + 10 + i * 54, m + 30, 46, 110, i === 1 ? YELLOW : colour);
      break;
    case "social":
      canvas
        .rect(m + 14, m + 14, size - 2 * m - 28, size - 2 * m - 28, colour)
        .circle(cx, cy, 36, WHITE)
        .circle(cx, cy, 22, accent);
      break;
    case "guide":
    case "press":
    case null:
      for (let i = 0; i < 6; i++)
        canvas.rect(m + 18, m + 24 + i * 22, (size - 2 * m - 36) * (i % 3 === 2 ? 0.6 : 1), 8, i === 0 ? colour : [190, 190, 190]);
      break;
    default:
      canvas.circle(cx, cy - 8, 48 + (seed % 5) * 4, colour).rect(cx - 40, cy + 58, 80, 12, accent);
  }
  return canvas.toPng();
}

/** A 1000x500 PNG banner for the home carousel (the size the slider form asks for). */
export function sliderImage(seed: number, colour: Rgb): Buffer {
  const canvas = new Canvas(1000, 500, colour);
  canvas.stripes(0, 0, 1000, 500, 40, shade(colour, 0.9));
  canvas.rect(0, 380, 1000, 120, shade(colour, 0.75));
  canvas.circle(720 + (seed % 3) * 40, 230, 170, YELLOW).circle(720 + (seed % 3) * 40, 230, 120, WHITE);
  canvas.rect(80, 120, 420, 56, WHITE).rect(80, 200, 300, 28, WHITE).rect(80, 410, 180, 50, YELLOW);
  return canvas.toPng();
}

/** A square social-media image (a resource's file). */
export function socialImage(seed: number, area: number): Buffer {
  const colour = AREA_COLOURS[area] ?? DARK;
  const canvas = new Canvas(540, 540, colour);
  canvas.stripes(0, 0, 540, 540, 36, shade(colour, 0.9));
  canvas
    .circle(270, 240, 150, WHITE)
    .circle(270, 240, 100 + (seed % 4) * 8, YELLOW)
    .rect(120, 440, 300, 40, WHITE);
  return canvas.toPng();
}
