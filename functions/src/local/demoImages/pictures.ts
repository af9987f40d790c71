/**
 * The demo pictures themselves (docs/data.md#demo-pictures): avatars, salon logos, profile
 * backgrounds and portfolio photographs, each an SVG composed from a seeded random source and
 * rendered as a camera-like JPEG (render.ts).
 */
import { hsl, n, type Rng } from './random';
import { portrait, type Presentation } from './portrait';
import { renderJpeg, svgDocument } from './render';

export interface Picture {
  width: number;
  height: number;
  render(): Promise<Buffer>;
}

const picture = (
  width: number,
  height: number,
  rng: Rng,
  compose: () => { defs: string; body: string },
  look: { scale: number; blur: number; grain: number },
): Picture => ({
  width,
  height,
  render: () => {
    const { defs, body } = compose();
    return renderJpeg(svgDocument(width, height, defs, body), width, height, rng.fork('grain'), look);
  },
});

/** A soft light from one side and a darker edge: what makes a flat drawing read as lit. */
function lighting(id: string, w: number, h: number, rng: Rng, strength = 1): { defs: string; body: string } {
  const lx = rng.range(0.15, 0.85);
  const ly = rng.range(0.05, 0.4);
  return {
    defs: `
      <radialGradient id="${id}-light" cx="${lx.toFixed(2)}" cy="${ly.toFixed(2)}" r="0.7">
        <stop offset="0" stop-color="#fff8ec" stop-opacity="${(0.35 * strength).toFixed(2)}"/><stop offset="1" stop-color="#fff8ec" stop-opacity="0"/>
      </radialGradient>
      <radialGradient id="${id}-vignette" cx="0.5" cy="0.5" r="0.75">
        <stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#120a04" stop-opacity="${(0.42 * strength).toFixed(2)}"/>
      </radialGradient>`,
    body: `<rect width="${w}" height="${h}" fill="url(#${id}-light)"/><rect width="${w}" height="${h}" fill="url(#${id}-vignette)"/>`,
  };
}

/** Out-of-focus lights: soft discs fading at the edge. */
function bokeh(id: string, w: number, h: number, rng: Rng, count: number, hue: number): { defs: string; body: string } {
  const defs = `<radialGradient id="${id}-bokeh"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="0.7" stop-color="#fff" stop-opacity="0.25"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`;
  const discs: string[] = [];
  for (let i = 0; i < count; i++) {
    const r = rng.range(w * 0.02, w * 0.08);
    discs.push(
      `<circle cx="${n(rng.range(0, w))}" cy="${n(rng.range(0, h * 0.7))}" r="${n(r)}" fill="url(#${id}-bokeh)" opacity="${rng.range(0.3, 0.9).toFixed(2)}"/>`,
      `<circle cx="${n(rng.range(0, w))}" cy="${n(rng.range(0, h * 0.7))}" r="${n(r * 0.6)}" fill="${hsl(hue + rng.range(-30, 30), 80, 80, 0.18)}"/>`,
    );
  }
  return { defs, body: discs.join('') };
}

// ---------------------------------------------------------------------------------------------
// Profile images

/** A worker's avatar: an illustrated head-and-shoulders portrait on a soft backdrop. */
export function avatarPicture(rng: Rng, presentation: Presentation): Picture {
  return picture(
    768,
    768,
    rng,
    () => {
      const hue = rng.range(0, 360);
      const p = portrait(rng.fork('person'), { presentation, id: 'p' });
      const light = lighting('l', 768, 768, rng.fork('light'), 0.6);
      return {
        defs: `${p.defs}${light.defs}<radialGradient id="bg" cx="0.5" cy="0.3" r="0.9"><stop offset="0" stop-color="${hsl(hue, 55, 92)}"/><stop offset="1" stop-color="${hsl(hue + 20, 40, 70)}"/></radialGradient>`,
        body: `<rect width="768" height="768" fill="url(#bg)"/><g transform="scale(1.5)">${p.body}</g>${light.body}`,
      };
    },
    { scale: 1, blur: 0.5, grain: 5 },
  );
}

/** A salon's logo: a monogram badge in the salon's brand colour. */
export function logoPicture(rng: Rng, initial: string, brandHue: number): Picture {
  return picture(
    768,
    768,
    rng,
    () => {
      const shape = rng.pick(['circle', 'rounded', 'arch'] as const);
      const dark = rng.chance(0.5);
      const brand = hsl(brandHue, rng.range(35, 60), dark ? rng.range(24, 34) : rng.range(62, 74));
      const ink = dark ? hsl(brandHue, 40, 94) : hsl(brandHue, 45, 20);
      const paper = hsl(brandHue, 30, 96);
      const badge =
        shape === 'circle'
          ? `<circle cx="384" cy="384" r="300" fill="${brand}"/><circle cx="384" cy="384" r="272" fill="none" stroke="${ink}" stroke-width="4" opacity="0.7"/>`
          : shape === 'rounded'
            ? `<rect x="94" y="94" width="580" height="580" rx="120" fill="${brand}"/><rect x="120" y="120" width="528" height="528" rx="100" fill="none" stroke="${ink}" stroke-width="4" opacity="0.7"/>`
            : `<path d="M124,660 L124,360 A260,260 0 0 1 644,360 L644,660 Z" fill="${brand}"/><path d="M150,636 L150,362 A234,234 0 0 1 618,362 L618,636 Z" fill="none" stroke="${ink}" stroke-width="4" opacity="0.7"/>`;
      const serif = rng.chance(0.6);
      const family = serif
        ? "Georgia, 'DejaVu Serif', 'Times New Roman', serif"
        : "'Helvetica Neue', 'DejaVu Sans', Arial, sans-serif";
      const sprig = [-1, 1]
        .map(
          (s) =>
            `<path d="M${384 + s * 40},560 Q${384 + s * 120},540 ${384 + s * 150},480" stroke="${ink}" stroke-width="5" fill="none" stroke-linecap="round"/>` +
            [0, 1, 2]
              .map(
                (i) =>
                  `<ellipse cx="${384 + s * (70 + i * 30)}" cy="${548 - i * 24}" rx="14" ry="6" transform="rotate(${s * -35} ${384 + s * (70 + i * 30)} ${548 - i * 24})" fill="${ink}"/>`,
              )
              .join(''),
        )
        .join('');
      return {
        defs: '',
        body: `<rect width="768" height="768" fill="${paper}"/>${badge}
          <text x="384" y="${shape === 'arch' ? 480 : 450}" font-family="${family}" font-size="300" font-weight="${serif ? 400 : 700}" fill="${ink}" text-anchor="middle"${serif ? ' font-style="italic"' : ''}>${initial}</text>
          ${rng.chance(0.6) ? sprig : `<circle cx="384" cy="560" r="8" fill="${ink}"/>`}`,
      };
    },
    { scale: 1, blur: 0.4, grain: 3 },
  );
}

/** A profile background: a soft, out-of-focus salon interior or a gradient with lights. */
export function backgroundPicture(rng: Rng): Picture {
  const w = 1600;
  const h = 900;
  return picture(
    w,
    h,
    rng,
    () => {
      const hue = rng.range(0, 360);
      const light = lighting('l', w, h, rng.fork('light'));
      if (rng.chance(0.4)) {
        const b = bokeh('b', w, h, rng.fork('bokeh'), 26, hue);
        return {
          defs: `${b.defs}${light.defs}<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 45, 78)}"/><stop offset="0.5" stop-color="${hsl(hue + 35, 40, 70)}"/><stop offset="1" stop-color="${hsl(hue + 70, 35, 58)}"/></linearGradient>`,
          body: `<rect width="${w}" height="${h}" fill="url(#g)"/>${b.body}${light.body}`,
        };
      }
      const room = interior(rng.fork('room'), w, h, 'bg');
      return { defs: room.defs + light.defs, body: room.body + light.body };
    },
    { scale: 0.25, blur: 5, grain: 4 },
  );
}

// ---------------------------------------------------------------------------------------------
// Portfolio scenes

export type Scene = 'hair' | 'nails' | 'interior' | 'products';
export type Frame = 'landscape' | 'portrait' | 'square';

/** Sizes of the camera originals (under the full size's 2048, so the stored full size is the same). */
export const FRAME_SIZE: Record<Frame, { width: number; height: number }> = {
  landscape: { width: 1440, height: 1080 },
  portrait: { width: 1080, height: 1350 },
  square: { width: 1200, height: 1200 },
};

/** A salon interior: wall, floor in perspective, mirrors, styling chairs, pendant lights, a plant. */
function interior(rng: Rng, w: number, h: number, id: string): { defs: string; body: string } {
  const wallHue = rng.pick([30, 35, 40, 200, 150, 20, 340]);
  const wall = hsl(wallHue, rng.range(10, 30), rng.range(78, 90));
  const floorHue = rng.pick([28, 30, 35, 0]);
  const floorLight = rng.range(35, 60);
  const horizon = h * rng.range(0.58, 0.68);
  const mirrors = rng.int(2, 4);
  const frameColour = rng.pick(['#2b2420', '#c8a060', '#f4efe8', '#5b3b2a']);
  const chairHue = rng.pick([0, 20, 30, 200, 150, 340, 45]);
  const chair = hsl(chairHue, rng.range(20, 50), rng.range(22, 45));
  const parts: string[] = [];
  const defs = `
    <linearGradient id="${id}-wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${wall}"/><stop offset="1" stop-color="${hsl(wallHue, 15, 68)}"/></linearGradient>
    <linearGradient id="${id}-floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(floorHue, 30, floorLight - 10)}"/><stop offset="1" stop-color="${hsl(floorHue, 35, floorLight + 8)}"/></linearGradient>
    <linearGradient id="${id}-glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#dfe8ec"/><stop offset="0.45" stop-color="#b9c7cf"/><stop offset="0.55" stop-color="#eef4f6"/><stop offset="1" stop-color="#a6b4bc"/></linearGradient>
    <radialGradient id="${id}-glow"><stop offset="0" stop-color="#fff3d6" stop-opacity="0.95"/><stop offset="0.25" stop-color="#ffe2a8" stop-opacity="0.5"/><stop offset="1" stop-color="#ffe2a8" stop-opacity="0"/></radialGradient>`;
  parts.push(`<rect width="${w}" height="${n(horizon)}" fill="url(#${id}-wall)"/>`);
  parts.push(`<rect y="${n(horizon)}" width="${w}" height="${n(h - horizon)}" fill="url(#${id}-floor)"/>`);
  // Floor boards converging to a vanishing point.
  const vx = w * rng.range(0.35, 0.65);
  for (let i = -8; i <= 8; i++) {
    parts.push(
      `<line x1="${n(vx + i * w * 0.03)}" y1="${n(horizon)}" x2="${n(vx + i * w * 0.16)}" y2="${h}" stroke="${hsl(floorHue, 25, floorLight - 18)}" stroke-width="2" opacity="0.35"/>`,
    );
  }
  const span = w / mirrors;
  for (let i = 0; i < mirrors; i++) {
    const mx = span * i + span * 0.22;
    const mw = span * 0.56;
    const mh = horizon * rng.range(0.55, 0.7);
    const my = horizon - mh - horizon * 0.08;
    const round = rng.chance(0.5) ? mw / 2 : 12;
    parts.push(
      `<rect x="${n(mx - 10)}" y="${n(my - 10)}" width="${n(mw + 20)}" height="${n(mh + 20)}" rx="${n(round + 10)}" fill="${frameColour}"/>`,
      `<rect x="${n(mx)}" y="${n(my)}" width="${n(mw)}" height="${n(mh)}" rx="${n(round)}" fill="url(#${id}-glass)"/>`,
      // A shelf and the chair in front of the mirror.
      `<rect x="${n(mx - 14)}" y="${n(horizon - horizon * 0.07)}" width="${n(mw + 28)}" height="12" fill="${frameColour}" opacity="0.85"/>`,
    );
    const cx = mx + mw / 2;
    const cy = horizon + (h - horizon) * 0.35;
    const cw = mw * 0.62;
    parts.push(
      `<ellipse cx="${n(cx)}" cy="${n(cy + (h - horizon) * 0.42)}" rx="${n(cw * 0.55)}" ry="${n(cw * 0.09)}" fill="#000" opacity="0.18"/>`,
      `<rect x="${n(cx - 8)}" y="${n(cy + 40)}" width="16" height="${n((h - horizon) * 0.38)}" fill="#8d8d8d"/>`,
      `<ellipse cx="${n(cx)}" cy="${n(cy + (h - horizon) * 0.4)}" rx="${n(cw * 0.32)}" ry="${n(cw * 0.06)}" fill="#6f6f6f"/>`,
      `<rect x="${n(cx - cw * 0.42)}" y="${n(cy - cw * 0.95)}" width="${n(cw * 0.84)}" height="${n(cw * 0.9)}" rx="${n(cw * 0.18)}" fill="${chair}"/>`,
      `<rect x="${n(cx - cw / 2)}" y="${n(cy - cw * 0.08)}" width="${n(cw)}" height="${n(cw * 0.3)}" rx="${n(cw * 0.1)}" fill="${hsl(chairHue, 35, 30)}"/>`,
      `<rect x="${n(cx - cw * 0.38)}" y="${n(cy - cw * 0.9)}" width="${n(cw * 0.2)}" height="${n(cw * 0.7)}" rx="${n(cw * 0.08)}" fill="#fff" opacity="0.12"/>`,
    );
  }
  // Pendant lights with their glow.
  const lights = rng.int(2, 5);
  for (let i = 0; i < lights; i++) {
    const lx = (w / lights) * (i + 0.5) + rng.range(-30, 30);
    const ly = horizon * rng.range(0.12, 0.22);
    parts.push(
      `<line x1="${n(lx)}" y1="0" x2="${n(lx)}" y2="${n(ly)}" stroke="#333" stroke-width="2"/>`,
      `<circle cx="${n(lx)}" cy="${n(ly + 14)}" r="${n(w * 0.09)}" fill="url(#${id}-glow)"/>`,
      `<path d="M${n(lx - 30)},${n(ly + 20)} Q${n(lx)},${n(ly - 20)} ${n(lx + 30)},${n(ly + 20)} Z" fill="${rng.pick(['#222', '#c8a060', '#f5f0e6'])}"/>`,
    );
  }
  // A plant in a pot.
  const px = rng.chance(0.5) ? w * 0.06 : w * 0.94;
  const py = horizon + (h - horizon) * 0.5;
  const leaves: string[] = [];
  for (let i = 0; i < 11; i++) {
    const a = rng.range(-80, 80);
    leaves.push(
      `<ellipse cx="${n(px)}" cy="${n(py - 150)}" rx="22" ry="95" transform="rotate(${n(a)} ${n(px)} ${n(py - 40)})" fill="${hsl(rng.range(100, 150), 40, rng.range(25, 40))}"/>`,
    );
  }
  parts.push(
    ...leaves,
    `<path d="M${n(px - 50)},${n(py - 40)} L${n(px + 50)},${n(py - 40)} L${n(px + 38)},${n(py + 60)} L${n(px - 38)},${n(py + 60)} Z" fill="${hsl(rng.range(0, 40), 20, rng.range(30, 80))}"/>`,
  );
  return { defs, body: parts.join('') };
}

/** A hair-style portrait: the person large on studio paper, with light from one side. */
function hairScene(rng: Rng, w: number, h: number): { defs: string; body: string } {
  const hue = rng.range(0, 360);
  const p = portrait(rng.fork('model'), { presentation: rng.chance(0.7) ? 'female' : 'male', id: 'm' });
  const light = lighting('l', w, h, rng.fork('light'), 1.1);
  const scale = (Math.min(w, h) / 512) * rng.range(1.05, 1.35);
  const tx = (w - 512 * scale) / 2 + rng.range(-0.12, 0.12) * w;
  const ty = h - 512 * scale + rng.range(0, 0.1) * h;
  const b = rng.chance(0.5) ? bokeh('b', w, h, rng.fork('bokeh'), 14, hue) : { defs: '', body: '' };
  return {
    defs: `${p.defs}${light.defs}${b.defs}<radialGradient id="paper" cx="0.5" cy="0.4" r="0.8"><stop offset="0" stop-color="${hsl(hue, 25, 88)}"/><stop offset="1" stop-color="${hsl(hue, 20, 52)}"/></radialGradient>`,
    body: `<rect width="${w}" height="${h}" fill="url(#paper)"/>${b.body}<g transform="translate(${n(tx)} ${n(ty)}) scale(${scale.toFixed(3)})">${p.body}</g>${light.body}`,
  };
}

/** A nail close-up: a hand with painted nails (plain, French, dots or gradient) on a surface. */
function nailsScene(rng: Rng, w: number, h: number): { defs: string; body: string } {
  const surfaceHue = rng.range(0, 360);
  const nailHue = rng.range(0, 360);
  const nail = hsl(nailHue, rng.range(40, 80), rng.range(40, 72));
  const art = rng.pick(['plain', 'french', 'dots', 'gradient', 'glitter'] as const);
  const [sh, ss, sl] = rng.pick([
    [28, 60, 84],
    [25, 50, 76],
    [22, 45, 66],
  ] as const);
  const skin = hsl(sh, ss, sl);
  const skinShade = hsl(sh, ss, sl - 10);
  const light = lighting('l', w, h, rng.fork('light'));
  const u = Math.min(w, h) / 1000;
  const angle = rng.range(-25, 25);
  const cx = w / 2 + rng.range(-0.08, 0.08) * w;
  const cy = h * 0.62;
  const fingers: string[] = [];
  const fingerSpecs = [
    { dx: -165, len: 330, wd: 92 },
    { dx: -55, len: 400, wd: 98 },
    { dx: 55, len: 420, wd: 98 },
    { dx: 160, len: 360, wd: 90 },
  ];
  for (const f of fingerSpecs) {
    const x = f.dx * u;
    const top = -f.len * u;
    const fw = f.wd * u;
    const nw = fw * 0.72;
    const nh = fw * 1.05;
    const nx = x - nw / 2;
    const ny = top + fw * 0.2;
    fingers.push(
      `<rect x="${n(x - fw / 2)}" y="${n(top)}" width="${n(fw)}" height="${n(f.len * u + 200 * u)}" rx="${n(fw / 2)}" fill="${skin}" stroke="${skinShade}" stroke-width="${n(3 * u)}"/>`,
      `<rect x="${n(nx)}" y="${n(ny)}" width="${n(nw)}" height="${n(nh)}" rx="${n(nw / 2)}" fill="${art === 'gradient' ? 'url(#nailgrad)' : nail}"/>`,
    );
    if (art === 'french')
      fingers.push(
        `<path d="M${n(nx)},${n(ny + nw / 2)} A${n(nw / 2)},${n(nw / 2)} 0 0 1 ${n(nx + nw)},${n(ny + nw / 2)} Q${n(x)},${n(ny + nw * 0.75)} ${n(nx)},${n(ny + nw / 2)} Z" fill="#fbf7f2"/>`,
      );
    if (art === 'dots')
      for (let i = 0; i < 3; i++)
        fingers.push(
          `<circle cx="${n(x + rng.range(-nw * 0.25, nw * 0.25))}" cy="${n(ny + nh * (0.3 + i * 0.22))}" r="${n(nw * 0.09)}" fill="#fff" opacity="0.9"/>`,
        );
    if (art === 'glitter')
      for (let i = 0; i < 14; i++)
        fingers.push(
          `<circle cx="${n(x + rng.range(-nw * 0.3, nw * 0.3))}" cy="${n(ny + rng.range(nh * 0.15, nh * 0.85))}" r="${n(rng.range(1.5, 4) * u)}" fill="${hsl(45, 90, 85)}"/>`,
        );
    // The gloss: a thin bright streak.
    fingers.push(
      `<rect x="${n(nx + nw * 0.2)}" y="${n(ny + nh * 0.12)}" width="${n(nw * 0.14)}" height="${n(nh * 0.55)}" rx="${n(nw * 0.07)}" fill="#fff" opacity="0.55"/>`,
    );
  }
  const thumb = `<rect x="${n(-330 * u)}" y="${n(-40 * u)}" width="${n(100 * u)}" height="${n(300 * u)}" rx="${n(50 * u)}" transform="rotate(-48 ${n(-280 * u)} ${n(200 * u)})" fill="${skin}" stroke="${skinShade}" stroke-width="${n(3 * u)}"/>`;
  const palm = `<rect x="${n(-230 * u)}" y="${n(-20 * u)}" width="${n(460 * u)}" height="${n(700 * u)}" rx="${n(120 * u)}" fill="${skin}"/>`;
  const props: string[] = [];
  const flowers = rng.int(1, 3);
  for (let i = 0; i < flowers; i++) {
    const fx = rng.chance(0.5) ? rng.range(0.05, 0.25) * w : rng.range(0.75, 0.95) * w;
    const fy = rng.range(0.1, 0.4) * h;
    const fr = rng.range(30, 60) * u;
    const petalHue = nailHue + rng.range(-30, 30);
    for (let k = 0; k < 5; k++)
      props.push(
        `<ellipse cx="${n(fx)}" cy="${n(fy - fr)}" rx="${n(fr * 0.55)}" ry="${n(fr)}" transform="rotate(${k * 72} ${n(fx)} ${n(fy)})" fill="${hsl(petalHue, 60, 82)}"/>`,
      );
    props.push(`<circle cx="${n(fx)}" cy="${n(fy)}" r="${n(fr * 0.35)}" fill="${hsl(45, 80, 60)}"/>`);
  }
  const marble = rng.chance(0.5);
  const veins = marble
    ? Array.from(
        { length: 6 },
        () =>
          `<path d="M0,${n(rng.range(0, h))} C${n(w * 0.3)},${n(rng.range(0, h))} ${n(w * 0.6)},${n(rng.range(0, h))} ${w},${n(rng.range(0, h))}" stroke="${hsl(surfaceHue, 10, 60)}" stroke-width="${n(rng.range(1, 4))}" fill="none" opacity="0.4"/>`,
      ).join('')
    : '';
  return {
    defs: `${light.defs}
      <linearGradient id="surface" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(surfaceHue, marble ? 8 : 35, marble ? 94 : 85)}"/><stop offset="1" stop-color="${hsl(surfaceHue + 20, marble ? 6 : 30, marble ? 82 : 70)}"/></linearGradient>
      <linearGradient id="nailgrad" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(nailHue + 60, 70, 75)}"/><stop offset="1" stop-color="${nail}"/></linearGradient>`,
    body: `<rect width="${w}" height="${h}" fill="url(#surface)"/>${veins}${props.join('')}
      <g transform="translate(${n(cx)} ${n(cy)}) rotate(${n(angle)})">
        <ellipse cx="${n(20 * u)}" cy="${n(60 * u)}" rx="${n(300 * u)}" ry="${n(420 * u)}" fill="#000" opacity="0.12"/>
        ${palm}${thumb}${fingers.join('')}
      </g>${light.body}`,
  };
}

/** A product shot: bottles and jars on a surface against a seamless backdrop, with shadows. */
function productScene(rng: Rng, w: number, h: number): { defs: string; body: string } {
  const hue = rng.range(0, 360);
  const horizon = h * rng.range(0.6, 0.72);
  const light = lighting('l', w, h, rng.fork('light'));
  const count = rng.int(2, 4);
  const u = Math.min(w, h) / 1000;
  const items: string[] = [];
  const defs: string[] = [];
  const totalWidth = count * 180 * u;
  let x = w / 2 - totalWidth / 2 + rng.range(-60, 60) * u;
  for (let i = 0; i < count; i++) {
    const kind = rng.pick(['bottle', 'pump', 'jar', 'tube'] as const);
    const bw = (kind === 'jar' ? rng.range(170, 220) : rng.range(110, 150)) * u;
    const bh = (kind === 'jar' ? rng.range(110, 150) : rng.range(280, 420)) * u;
    const bx = x;
    const base = horizon + rng.range(10, 60) * u;
    const by = base - bh;
    const bodyHue = hue + rng.range(-40, 40);
    const clear = rng.chance(0.35);
    const bodyColour = clear ? hsl(bodyHue, 40, 80, 0.75) : hsl(bodyHue, rng.range(20, 55), rng.range(35, 85));
    defs.push(
      `<linearGradient id="body${i}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.25"/><stop offset="0.3" stop-color="#fff" stop-opacity="0.35"/><stop offset="0.45" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.3"/></linearGradient>`,
    );
    items.push(
      `<ellipse cx="${n(bx + bw / 2 + 40 * u)}" cy="${n(base)}" rx="${n(bw * 0.8)}" ry="${n(18 * u)}" fill="#000" opacity="0.22"/>`,
    );
    const r = kind === 'jar' ? 18 * u : kind === 'tube' ? bw * 0.4 : bw * 0.22;
    items.push(
      `<rect x="${n(bx)}" y="${n(by)}" width="${n(bw)}" height="${n(bh)}" rx="${n(r)}" fill="${bodyColour}"/>`,
      `<rect x="${n(bx + bw * 0.12)}" y="${n(by + bh * 0.35)}" width="${n(bw * 0.76)}" height="${n(bh * 0.3)}" fill="${hsl(bodyHue, 20, rng.chance(0.5) ? 96 : 18)}" opacity="0.9"/>`,
      `<rect x="${n(bx + bw * 0.25)}" y="${n(by + bh * 0.45)}" width="${n(bw * 0.5)}" height="${n(4 * u)}" fill="${hsl(bodyHue, 40, 50)}"/>`,
      `<rect x="${n(bx)}" y="${n(by)}" width="${n(bw)}" height="${n(bh)}" rx="${n(r)}" fill="url(#body${i})"/>`,
    );
    const capColour = rng.pick(['#1e1e1e', '#d9d4cc', '#c8a060', hsl(bodyHue, 30, 25)]);
    if (kind === 'pump')
      items.push(
        `<rect x="${n(bx + bw * 0.35)}" y="${n(by - 50 * u)}" width="${n(bw * 0.3)}" height="${n(50 * u)}" fill="${capColour}"/>`,
        `<rect x="${n(bx + bw * 0.2)}" y="${n(by - 70 * u)}" width="${n(bw * 0.75)}" height="${n(22 * u)}" rx="${n(6 * u)}" fill="${capColour}"/>`,
      );
    else if (kind === 'jar')
      items.push(
        `<rect x="${n(bx - 6 * u)}" y="${n(by - 36 * u)}" width="${n(bw + 12 * u)}" height="${n(44 * u)}" rx="${n(10 * u)}" fill="${capColour}"/>`,
      );
    else if (kind === 'tube')
      items.push(
        `<rect x="${n(bx + bw * 0.1)}" y="${n(base - 30 * u)}" width="${n(bw * 0.8)}" height="${n(30 * u)}" fill="${capColour}"/>`,
      );
    else
      items.push(
        `<rect x="${n(bx + bw * 0.3)}" y="${n(by - 60 * u)}" width="${n(bw * 0.4)}" height="${n(64 * u)}" rx="${n(8 * u)}" fill="${capColour}"/>`,
      );
    x += bw + rng.range(30, 70) * u;
  }
  const leaf = rng.chance(0.6)
    ? `<path d="M${n(w * 0.85)},${n(horizon + 80 * u)} C${n(w * 0.7)},${n(horizon - 260 * u)} ${n(w * 0.95)},${n(horizon - 400 * u)} ${n(w * 1.02)},${n(horizon - 420 * u)} C${n(w * 1.0)},${n(horizon - 200 * u)} ${n(w * 0.95)},${n(horizon)} ${n(w * 0.85)},${n(horizon + 80 * u)} Z" fill="${hsl(rng.range(90, 150), 35, 35)}" opacity="0.85"/>`
    : '';
  return {
    defs: `${light.defs}${defs.join('')}
      <linearGradient id="backdrop" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(hue + 180, 25, 70)}"/><stop offset="1" stop-color="${hsl(hue + 180, 30, 86)}"/></linearGradient>
      <linearGradient id="table" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(hue + 160, 15, 80)}"/><stop offset="1" stop-color="${hsl(hue + 160, 15, 62)}"/></linearGradient>`,
    body: `<rect width="${w}" height="${h}" fill="url(#backdrop)"/><rect y="${n(horizon)}" width="${w}" height="${n(h - horizon)}" fill="url(#table)"/>${leaf}${items.join('')}${light.body}`,
  };
}

/** A portfolio photograph of the given scene and frame. */
export function scenePicture(rng: Rng, scene: Scene, frame: Frame): Picture {
  const { width: w, height: h } = FRAME_SIZE[frame];
  const compose = () => {
    if (scene === 'hair') return hairScene(rng.fork('hair'), w, h);
    if (scene === 'nails') return nailsScene(rng.fork('nails'), w, h);
    if (scene === 'products') return productScene(rng.fork('products'), w, h);
    const room = interior(rng.fork('room'), w, h, 'room');
    const light = lighting('l', w, h, rng.fork('light'));
    return { defs: room.defs + light.defs, body: room.body + light.body };
  };
  return picture(w, h, rng, compose, { scale: 0.5, blur: rng.range(0.3, 0.9), grain: rng.range(7, 12) });
}
