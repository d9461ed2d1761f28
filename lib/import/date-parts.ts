// One date text of a Netflix history file taken apart into its three numbers and its shape,
// whatever the locale wrote around them: spaces after the separators, a trailing dot, a year
// mark ("г." in Bulgarian), direction marks and Arabic-Indic digits.

export interface DateParts {
  numbers: [number, number, number];
  /** Digits written in each field ("05" is 2): a field of four is a year. */
  widths: [number, number, number];
  separator: '.' | '/' | '-';
  /** "yy. M. d." (ko): dots each followed by a space, and a dot at the end. */
  koreanShape: boolean;
}

const DIRECTION_MARKS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
const WIDE_SPACES = /[\u00a0\u2007\u202f]/gu;
const YEAR_MARK = /\s*г\.?$/u;
const DATE_TEXT = /^(\d{1,4})([./-])(\s?)(\d{1,2})\2\3(\d{1,4})(\.?)$/u;

/** ٠-٩ (Arabic) and ۰-۹ (Persian) as 0-9. */
function westernDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/gu, (digit) => String(digit.charCodeAt(0) & 0xf));
}

export function splitDate(text: string): DateParts | null {
  const clean = westernDigits(text.replace(DIRECTION_MARKS, '').replace(WIDE_SPACES, ' ')).trim().replace(YEAR_MARK, '');
  const match = DATE_TEXT.exec(clean);
  if (!match) return null;
  const [, a = '', separator = '', space = '', b = '', c = '', trailingDot = ''] = match;
  if (a.length === 3 || c.length === 3 || (trailingDot !== '' && separator !== '.')) return null;
  return {
    numbers: [Number(a), Number(b), Number(c)],
    widths: [a.length, b.length, c.length],
    separator: separator as DateParts['separator'],
    koreanShape: separator === '.' && space !== '' && trailingDot !== '',
  };
}
