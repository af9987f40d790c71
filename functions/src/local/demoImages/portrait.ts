/**
 * An illustrated person, head and shoulders, drawn in a 512 x 512 box: face shape, skin tone, hair
 * style and colour, clothing and small details all drawn from the seed (docs/data.md#demo-pictures).
 * Used for the demo workers' avatars and, larger, for the hair portraits of their portfolios.
 */
import { hsl, n, type Rng } from './random';

export type Presentation = 'female' | 'male' | 'any';

export interface PortraitOptions {
  presentation: Presentation;
  /** Unique prefix for gradient ids (several portraits may share one SVG). */
  id: string;
}

/** Skin tones (hue, saturation, lightness). */
const SKIN: readonly [number, number, number][] = [
  [28, 62, 86],
  [26, 55, 80],
  [24, 48, 72],
  [22, 45, 64],
  [20, 40, 54],
  [30, 58, 78],
];

/** Hair colours: natural and salon colours. */
const HAIR: readonly [number, number, number][] = [
  [25, 25, 14],
  [22, 40, 22],
  [24, 45, 32],
  [18, 55, 38],
  [34, 55, 55],
  [40, 60, 68],
  [350, 35, 62],
  [220, 25, 30],
  [270, 18, 45],
  [200, 8, 70],
  [10, 60, 42],
];

const FEMALE_STYLES = ['bob', 'long', 'bun', 'ponytail', 'waves', 'bangs'] as const;
const MALE_STYLES = ['crop', 'sidepart', 'quiff', 'buzz', 'mid'] as const;
type HairStyle = (typeof FEMALE_STYLES)[number] | (typeof MALE_STYLES)[number];

export interface PortraitParts {
  defs: string;
  body: string;
  hairColour: string;
}

/** SVG elements of a person in the 512 box (no <svg> wrapper) and the gradients they use. */
export function portrait(rng: Rng, o: PortraitOptions): PortraitParts {
  const [sh, ss, sl] = rng.pick(SKIN);
  const skin = hsl(sh, ss, sl);
  const skinShade = hsl(sh, ss + 5, sl - 9);
  const [hh, hs, hl] = rng.pick(HAIR);
  const hair = hsl(hh, hs, hl);
  const hairLight = hsl(hh, hs, Math.min(hl + 16, 90));
  const hairDark = hsl(hh, hs, Math.max(hl - 9, 6));
  const presentation = o.presentation === 'any' ? rng.pick(['female', 'male'] as const) : o.presentation;
  const style: HairStyle = presentation === 'female' ? rng.pick(FEMALE_STYLES) : rng.pick(MALE_STYLES);
  const clothHue = rng.range(0, 360);
  const cloth = hsl(clothHue, rng.range(20, 55), rng.range(30, 70));
  const clothShade = hsl(clothHue, 30, 22, 0.35);

  // Face geometry: centre, half width and half height of the head.
  const cx = 256 + rng.range(-6, 6);
  const cy = 228;
  const rx = rng.range(78, 92);
  const ry = rx * rng.range(1.12, 1.28);
  const jaw = rng.range(0.55, 0.8);
  const id = o.id;

  const defs = `
    <linearGradient id="${id}-hair" x1="0" y1="0" x2="0.3" y2="1">
      <stop offset="0" stop-color="${hairLight}"/><stop offset="0.45" stop-color="${hair}"/><stop offset="1" stop-color="${hairDark}"/>
    </linearGradient>
    <radialGradient id="${id}-skin" cx="0.42" cy="0.38" r="0.75">
      <stop offset="0" stop-color="${hsl(sh, ss - 5, Math.min(sl + 6, 95))}"/><stop offset="0.7" stop-color="${skin}"/><stop offset="1" stop-color="${skinShade}"/>
    </radialGradient>
    <linearGradient id="${id}-cloth" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${cloth}"/><stop offset="1" stop-color="${hsl(clothHue, 35, 20)}"/>
    </linearGradient>`;

  const headPath = `M${n(cx - rx)},${n(cy - 10)} C${n(cx - rx)},${n(cy - ry * 1.05)} ${n(cx + rx)},${n(cy - ry * 1.05)} ${n(cx + rx)},${n(cy - 10)}
    C${n(cx + rx)},${n(cy + ry * 0.55)} ${n(cx + rx * jaw)},${n(cy + ry * 0.98)} ${n(cx)},${n(cy + ry)}
    C${n(cx - rx * jaw)},${n(cy + ry * 0.98)} ${n(cx - rx)},${n(cy + ry * 0.55)} ${n(cx - rx)},${n(cy - 10)} Z`;

  const back: string[] = [];
  const front: string[] = [];
  const top = cy - ry - 18;
  const hairFill = `url(#${id}-hair)`;
  switch (style) {
    case 'long':
    case 'waves': {
      const len = rng.range(420, 500);
      const wob = style === 'waves' ? 26 : 8;
      back.push(
        `<path d="M${n(cx - rx - 34)},${n(cy - 20)} C${n(cx - rx - 60)},${n(cy + 120)} ${n(cx - rx - 20 - wob)},${n(len - 80)} ${n(cx - rx - 10)},${n(len)} L${n(cx + rx + 10)},${n(len)} C${n(cx + rx + 20 + wob)},${n(len - 80)} ${n(cx + rx + 60)},${n(cy + 120)} ${n(cx + rx + 34)},${n(cy - 20)} Z" fill="${hairFill}"/>`,
      );
      front.push(
        `<path d="M${n(cx - rx - 30)},${n(cy + 40)} C${n(cx - rx - 34)},${n(top - 30)} ${n(cx + rx + 34)},${n(top - 30)} ${n(cx + rx + 30)},${n(cy + 40)} C${n(cx + rx + 4)},${n(cy - 40)} ${n(cx + 20)},${n(cy - ry * 0.75)} ${n(cx - 10)},${n(cy - ry * 0.62)} C${n(cx - 50)},${n(cy - ry * 0.55)} ${n(cx - rx + 6)},${n(cy - 30)} ${n(cx - rx - 30)},${n(cy + 40)} Z" fill="${hairFill}"/>`,
      );
      break;
    }
    case 'bob':
    case 'bangs': {
      const len = cy + ry * rng.range(0.5, 0.9);
      back.push(
        `<path d="M${n(cx - rx - 30)},${n(cy)} C${n(cx - rx - 34)},${n(len)} ${n(cx - rx)},${n(len + 20)} ${n(cx - rx + 20)},${n(len + 14)} L${n(cx + rx - 20)},${n(len + 14)} C${n(cx + rx)},${n(len + 20)} ${n(cx + rx + 34)},${n(len)} ${n(cx + rx + 30)},${n(cy)} Z" fill="${hairDark}"/>`,
      );
      const fringe = style === 'bangs' ? cy - ry * 0.32 : cy - ry * 0.5;
      front.push(
        `<path d="M${n(cx - rx - 32)},${n(len)} C${n(cx - rx - 40)},${n(top - 40)} ${n(cx + rx + 40)},${n(top - 40)} ${n(cx + rx + 32)},${n(len)} L${n(cx + rx - 4)},${n(len)} C${n(cx + rx)},${n(cy)} ${n(cx + rx - 10)},${n(fringe)} ${n(cx + rx * 0.4)},${n(fringe)} Q${n(cx)},${n(fringe + 14)} ${n(cx - rx * 0.5)},${n(fringe)} C${n(cx - rx + 6)},${n(fringe)} ${n(cx - rx)},${n(cy)} ${n(cx - rx + 4)},${n(len)} Z" fill="${hairFill}"/>`,
      );
      break;
    }
    case 'bun':
    case 'ponytail': {
      if (style === 'bun')
        back.push(
          `<circle cx="${n(cx + rng.range(-10, 10))}" cy="${n(top - 22)}" r="${n(rng.range(42, 54))}" fill="${hairFill}"/>`,
        );
      else
        back.push(
          `<path d="M${n(cx + rx - 10)},${n(cy - ry * 0.6)} C${n(cx + rx + 80)},${n(cy - 40)} ${n(cx + rx + 40)},${n(cy + 160)} ${n(cx + rx + 70)},${n(cy + 240)} C${n(cx + rx + 10)},${n(cy + 170)} ${n(cx + rx + 30)},${n(cy)} ${n(cx + rx - 20)},${n(cy - ry * 0.3)} Z" fill="${hairFill}"/>`,
        );
      front.push(
        `<path d="M${n(cx - rx - 8)},${n(cy + 10)} C${n(cx - rx - 14)},${n(top - 24)} ${n(cx + rx + 14)},${n(top - 24)} ${n(cx + rx + 8)},${n(cy + 10)} C${n(cx + rx - 6)},${n(cy - ry * 0.45)} ${n(cx + 20)},${n(cy - ry * 0.72)} ${n(cx - 24)},${n(cy - ry * 0.66)} C${n(cx - rx + 10)},${n(cy - ry * 0.55)} ${n(cx - rx + 2)},${n(cy - 20)} ${n(cx - rx - 8)},${n(cy + 10)} Z" fill="${hairFill}"/>`,
      );
      break;
    }
    case 'buzz':
      front.push(
        `<path d="M${n(cx - rx - 2)},${n(cy - 14)} C${n(cx - rx - 2)},${n(top)} ${n(cx + rx + 2)},${n(top)} ${n(cx + rx + 2)},${n(cy - 14)} C${n(cx + rx - 10)},${n(cy - ry * 0.62)} ${n(cx - rx + 10)},${n(cy - ry * 0.62)} ${n(cx - rx - 2)},${n(cy - 14)} Z" fill="${hairFill}" opacity="0.92"/>`,
      );
      break;
    default: {
      // crop, sidepart, quiff, mid: volume on top, short sides.
      const lift = style === 'quiff' ? 44 : style === 'mid' ? 26 : 14;
      const part = style === 'sidepart' ? cx - rx * 0.35 : cx + rng.range(-20, 20);
      const side = style === 'mid' ? cy + 30 : cy - 6;
      front.push(
        `<path d="M${n(cx - rx - 12)},${n(side)} C${n(cx - rx - 22)},${n(top - lift)} ${n(part)},${n(top - lift - 20)} ${n(cx + rx * 0.3)},${n(top - lift + 4)} C${n(cx + rx + 30)},${n(top - lift + 20)} ${n(cx + rx + 22)},${n(cy - 40)} ${n(cx + rx + 10)},${n(side)} C${n(cx + rx - 4)},${n(cy - ry * 0.4)} ${n(cx + 30)},${n(cy - ry * 0.62)} ${n(part)},${n(cy - ry * 0.58)} C${n(cx - rx * 0.7)},${n(cy - ry * 0.5)} ${n(cx - rx + 4)},${n(cy - 30)} ${n(cx - rx - 12)},${n(side)} Z" fill="${hairFill}"/>`,
      );
    }
  }
  // Strands: a few lighter curves that make the hair read as hair.
  const strands: string[] = [];
  for (let i = 0; i < (style === 'buzz' ? 0 : 5); i++) {
    const x = cx + rng.range(-rx * 0.5, rx * 0.5);
    strands.push(
      `<path d="M${n(x)},${n(cy - ry * 0.88)} Q${n(x + rng.range(-24, 24))},${n(cy - ry * 0.78)} ${n(x + rng.range(-30, 30))},${n(cy - ry * 0.62)}" stroke="${hairLight}" stroke-width="${n(rng.range(2, 4))}" fill="none" opacity="0.5" stroke-linecap="round"/>`,
    );
  }

  // Clothing: shoulders, with a round or V neckline and sometimes a collar.
  const shoulderY = cy + ry + 40;
  const neckline = rng.pick(['round', 'v', 'collar'] as const);
  const neckDepth = neckline === 'v' ? 70 : 26;
  const clothes = `
    <path d="M${n(cx - 230)},512 C${n(cx - 220)},${n(shoulderY + 10)} ${n(cx - 120)},${n(shoulderY - 14)} ${n(cx - 50)},${n(shoulderY - 16)} L${n(cx + 50)},${n(shoulderY - 16)} C${n(cx + 120)},${n(shoulderY - 14)} ${n(cx + 220)},${n(shoulderY + 10)} ${n(cx + 230)},512 Z" fill="url(#${id}-cloth)"/>
    <path d="M${n(cx - 46)},${n(shoulderY - 16)} Q${n(cx)},${n(shoulderY - 16 + neckDepth * 1.4)} ${n(cx + 46)},${n(shoulderY - 16)} Z" fill="${skinShade}"/>
    ${
      neckline === 'collar'
        ? `<path d="M${n(cx - 50)},${n(shoulderY - 18)} L${n(cx - 6)},${n(shoulderY + 30)} L${n(cx - 30)},${n(shoulderY + 44)} Z M${n(cx + 50)},${n(shoulderY - 18)} L${n(cx + 6)},${n(shoulderY + 30)} L${n(cx + 30)},${n(shoulderY + 44)} Z" fill="${hsl(clothHue, 15, 94)}"/>`
        : `<path d="M${n(cx - 120)},${n(shoulderY + 10)} Q${n(cx - 100)},${n(shoulderY + 90)} ${n(cx - 110)},512" stroke="${clothShade}" stroke-width="10" fill="none"/>`
    }`;

  // The face: eyes, brows, nose, mouth, blush; sometimes glasses or earrings.
  const eyeY = cy + ry * 0.08;
  const eyeDx = rx * 0.42;
  const eyeR = rng.range(7, 10);
  const browLift = rng.range(20, 30);
  const smile = rng.range(8, 18);
  const mouthY = cy + ry * 0.55;
  const mouthW = rng.range(18, 28);
  const eyes = [-1, 1]
    .map(
      (s) => `
    <ellipse cx="${n(cx + s * eyeDx)}" cy="${n(eyeY)}" rx="${n(eyeR)}" ry="${n(eyeR * 1.15)}" fill="${hsl(hh, 30, 12)}"/>
    <circle cx="${n(cx + s * eyeDx + 3)}" cy="${n(eyeY - 3)}" r="${n(eyeR * 0.32)}" fill="#fff" opacity="0.9"/>
    <path d="M${n(cx + s * eyeDx - 16)},${n(eyeY - browLift + 4)} Q${n(cx + s * eyeDx)},${n(eyeY - browLift - 6)} ${n(cx + s * eyeDx + 16)},${n(eyeY - browLift + 4)}" stroke="${hairDark}" stroke-width="5" fill="none" stroke-linecap="round"/>
    <ellipse cx="${n(cx + s * eyeDx * 1.25)}" cy="${n(eyeY + 34)}" rx="16" ry="9" fill="${hsl(350, 80, 70)}" opacity="0.28"/>`,
    )
    .join('');
  const glasses = rng.chance(0.22)
    ? `<g stroke="${hsl(rng.pick([20, 0, 210]), 30, 22)}" stroke-width="4" fill="${hsl(200, 30, 90, 0.12)}">
        <rect x="${n(cx - eyeDx - 26)}" y="${n(eyeY - 20)}" width="52" height="40" rx="14"/>
        <rect x="${n(cx + eyeDx - 26)}" y="${n(eyeY - 20)}" width="52" height="40" rx="14"/>
        <path d="M${n(cx - eyeDx + 26)},${n(eyeY - 4)} Q${n(cx)},${n(eyeY - 14)} ${n(cx + eyeDx - 26)},${n(eyeY - 4)}" fill="none"/></g>`
    : '';
  const earrings =
    presentation === 'female' && rng.chance(0.5)
      ? [-1, 1].map((s) => `<circle cx="${n(cx + s * (rx + 2))}" cy="${n(cy + 44)}" r="6" fill="${hsl(45, 80, 62)}"/>`).join('')
      : '';
  const face = `
    ${eyes}
    <path d="M${n(cx - 4)},${n(eyeY + 20)} Q${n(cx - 10)},${n(eyeY + 44)} ${n(cx + 4)},${n(eyeY + 46)}" stroke="${skinShade}" stroke-width="4" fill="none" stroke-linecap="round"/>
    <path d="M${n(cx - mouthW)},${n(mouthY)} Q${n(cx)},${n(mouthY + smile)} ${n(cx + mouthW)},${n(mouthY)}" stroke="${hsl(355, 45, 45)}" stroke-width="5" fill="${hsl(355, 60, 70, 0.5)}" stroke-linecap="round"/>
    ${glasses}`;

  const ears = [-1, 1]
    .map((s) => `<ellipse cx="${n(cx + s * rx)}" cy="${n(cy + 20)}" rx="16" ry="24" fill="${skinShade}"/>`)
    .join('');
  const body = `
    ${back.join('')}
    <rect x="${n(cx - 34)}" y="${n(cy + ry * 0.6)}" width="68" height="${n(shoulderY - cy - ry * 0.6)}" fill="${skinShade}"/>
    ${clothes}
    ${ears}${earrings}
    <path d="${headPath}" fill="url(#${id}-skin)"/>
    ${face}
    ${front.join('')}
    ${strands.join('')}`;
  return { defs, body, hairColour: hair };
}
