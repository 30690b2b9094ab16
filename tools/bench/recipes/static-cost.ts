/**
 * Static cost of a recipe's GLSL, per fragment: texture taps and loop iterations, with each
 * count multiplied by the trip counts of the loops around it. An estimate from the source
 * (every function counted as called once), not a profile; it is what a reviewer checks first.
 */
export interface StaticCost {
  readonly textureTaps: number;
  readonly loopIterations: number;
  readonly loops: number;
}

const strip = (src: string) => src.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/\/\/[^\n]*/g, ' ');

function constValues(code: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const m of code.matchAll(/\bconst\s+(?:int|float)\s+(\w+)\s*=\s*(-?\d+(?:\.\d*)?)\s*;/g))
    out.set(m[1]!, Number(m[2]));
  return out;
}

function tripCount(header: string, consts: Map<string, number>): number {
  const m = /^\s*(?:int|float)\s+(\w+)\s*=\s*([^;]+);\s*\1\s*(<=|<|>=|>)\s*([^;]+);\s*(.+)$/.exec(header);
  if (!m) return 1;
  const value = (s: string) => (consts.has(s.trim()) ? consts.get(s.trim())! : Number(s.trim()));
  const start = value(m[2]!);
  const end = value(m[4]!);
  const step = /--|-=/.test(m[5]!) ? -1 : 1;
  const span = m[3] === '<=' || m[3] === '>=' ? Math.abs(end - start) + 1 : Math.abs(end - start);
  return Number.isFinite(span) ? Math.max(0, Math.ceil(span / Math.abs(step))) : 1;
}

export function staticCost(glsl: string): StaticCost {
  const code = strip(glsl);
  const consts = constValues(code);
  // Walk the source keeping a stack of loop multipliers, opened at a loop body's "{".
  const stack: number[] = [];
  const depthOf: number[] = [];
  let multiplier = 1;
  let taps = 0;
  let iterations = 0;
  let loops = 0;
  let pendingTrip: number | null = null;
  let depth = 0;
  for (let i = 0; i < code.length; i++) {
    const rest = code.slice(i, i + 80);
    const loop = /^for\s*\(([^)]*)\)/.exec(rest);
    if (loop && (i === 0 || /\W/.test(code[i - 1]!))) {
      pendingTrip = tripCount(loop[1]!.replace(/;/, ';'), consts);
      loops++;
      iterations += multiplier * pendingTrip;
      i += loop[0].length - 1;
      continue;
    }
    if (/^(texture2D|glyphSample)\s*\(/.test(rest) && (i === 0 || /\W/.test(code[i - 1]!)))
      taps += multiplier;
    const ch = code[i];
    if (ch === '{') {
      depth++;
      if (pendingTrip !== null) {
        stack.push(multiplier);
        depthOf.push(depth);
        multiplier *= pendingTrip;
        pendingTrip = null;
      }
    } else if (ch === '}') {
      if (depthOf.at(-1) === depth) {
        depthOf.pop();
        multiplier = stack.pop() ?? 1;
      }
      depth--;
    }
  }
  return { textureTaps: taps, loopIterations: iterations, loops };
}
