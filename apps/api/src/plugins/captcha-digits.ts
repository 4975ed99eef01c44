/**
 * The captcha's numerals as single strokes in a 24 × 36 box (x right, y down), drawn with a thick round pen. Solid
 * strokes of our own instead of a font: svg-captcha's bundled font has hollow, shadowed outlines whose insides stay
 * white (thin, faint digits), and its minus is a hollow box that reads as "=".
 */
export const DIGIT_BOX = { width: 24, height: 36 } as const;

export const DIGIT_STROKES: Record<string, string> = {
  '0': 'M12 2C19 2 22 9 22 18C22 27 19 34 12 34C5 34 2 27 2 18C2 9 5 2 12 2Z',
  '1': 'M6 8L13 2V34',
  '2': 'M3 9C3 4.5 7 2 12 2C17 2 21 5 21 10C21 16 15 20 3 34H22',
  '3': 'M3 6C5 3.5 8 2 12 2C17 2 20.5 5 20.5 9.5C20.5 14 17 17 11 17C17.5 17 21.5 20.5 21.5 25.5C21.5 31 17 34 12 34C7.5 34 4 32 2.5 29',
  '4': 'M16 34V2L2 24H23',
  '5': 'M20 2H5L3.5 16C6 14.5 9 14 12 14C18 14 21.5 18 21.5 24C21.5 30 17.5 34 12 34C7.5 34 4.5 32 2.5 29',
  '6': 'M19 4C17 2.7 15 2 12.5 2C6 2 2.5 9 2.5 19C2.5 29 6.5 34 12 34C17.5 34 21.5 30 21.5 24.5C21.5 19 17.5 15 12 15C7.5 15 4 17.5 2.6 21',
  '7': 'M2 2H22L9 34',
  '8': 'M12 17C7 17 4 14 4 9.5C4 5 7.5 2 12 2C16.5 2 20 5 20 9.5C20 14 17 17 12 17C6 17 2.5 20.5 2.5 25.5C2.5 30.5 6.5 34 12 34C17.5 34 21.5 30.5 21.5 25.5C21.5 20.5 18 17 12 17Z',
  '9': 'M21.4 15C20 18.5 16.5 21 12 21C6.5 21 2.5 17 2.5 11.5C2.5 6 6.5 2 12 2C17.5 2 21.5 7 21.5 17C21.5 27 18 34 11.5 34C9 34 7 33.3 5 32',
};
