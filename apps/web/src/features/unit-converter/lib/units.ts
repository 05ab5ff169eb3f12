import { add, decimal, divide, isNegative, multiply, rational, subtract, type Rational } from './rational';

/**
 * The converter's units, each defined exactly against its category's base unit: a value x of
 * the unit is `x × factor + offset` of the base (the offset only for temperatures, whose base
 * is the kelvin). The factors are the legal definitions (inch = 0.0254 m, pound =
 * 0.45359237 kg, US gallon = 231 in³ = 3.785411784 L…), so conversions are exact until the
 * display rounds them.
 */
interface UnitDefinition {
  readonly factor: Rational;
  readonly offset?: Rational;
}

const exact = (text: string): UnitDefinition => ({ factor: decimal(text) });
const ratio = (n: bigint, d: bigint): UnitDefinition => ({ factor: rational(n, d) });
const square = (text: string): UnitDefinition => {
  const side = decimal(text);
  return { factor: multiply(side, side) };
};

const INCH = '0.0254';
const FOOT = '0.3048';
const YARD = '0.9144';
const MILE = '1609.344';
const POUND = '0.45359237';
const US_GALLON = '3.785411784';
const IMPERIAL_GALLON = '4.54609';

const divided = (text: string, by: bigint): UnitDefinition => ({
  factor: divide(decimal(text), rational(by)),
});

const lengthUnits = {
  mm: exact('0.001'),
  cm: exact('0.01'),
  m: exact('1'),
  km: exact('1000'),
  inch: exact(INCH),
  foot: exact(FOOT),
  yard: exact(YARD),
  mile: exact(MILE),
  nauticalMile: exact('1852'),
};

const massUnits = {
  mg: exact('0.000001'),
  g: exact('0.001'),
  kg: exact('1'),
  tonne: exact('1000'),
  ounce: divided(POUND, 16n),
  pound: exact(POUND),
  stone: { factor: multiply(decimal(POUND), rational(14n)) },
};

// The kelvin is the base: °C = K − 273.15, °F = °C × 9/5 + 32, so K = °F × 5/9 + 45967/180.
const temperatureUnits = {
  celsius: { factor: rational(1n), offset: decimal('273.15') },
  fahrenheit: { factor: rational(5n, 9n), offset: rational(45967n, 180n) },
  kelvin: exact('1'),
};

const volumeUnits = {
  ml: exact('0.001'),
  cl: exact('0.01'),
  l: exact('1'),
  m3: exact('1000'),
  usFluidOunce: divided(US_GALLON, 128n),
  usCup: divided(US_GALLON, 16n),
  usPint: divided(US_GALLON, 8n),
  usQuart: divided(US_GALLON, 4n),
  usGallon: exact(US_GALLON),
  imperialFluidOunce: divided(IMPERIAL_GALLON, 160n),
  imperialPint: divided(IMPERIAL_GALLON, 8n),
  imperialGallon: exact(IMPERIAL_GALLON),
};

const areaUnits = {
  cm2: exact('0.0001'),
  m2: exact('1'),
  hectare: exact('10000'),
  km2: exact('1000000'),
  squareInch: square(INCH),
  squareFoot: square(FOOT),
  squareYard: square(YARD),
  // 4 840 square yards.
  acre: { factor: multiply(square(YARD).factor, rational(4840n)) },
  squareMile: square(MILE),
};

const speedUnits = {
  metrePerSecond: exact('1'),
  kmPerHour: ratio(1000n, 3600n),
  milePerHour: divided(MILE, 3600n),
  knot: ratio(1852n, 3600n),
  footPerSecond: exact(FOOT),
};

// The byte is the base; a bit is an eighth of it.
const dataUnits = {
  bit: ratio(1n, 8n),
  kilobit: ratio(1000n, 8n),
  megabit: ratio(1000n ** 2n, 8n),
  gigabit: ratio(1000n ** 3n, 8n),
  byte: exact('1'),
  kilobyte: ratio(1000n, 1n),
  megabyte: ratio(1000n ** 2n, 1n),
  gigabyte: ratio(1000n ** 3n, 1n),
  terabyte: ratio(1000n ** 4n, 1n),
  kibibyte: ratio(1024n, 1n),
  mebibyte: ratio(1024n ** 2n, 1n),
  gibibyte: ratio(1024n ** 3n, 1n),
  tebibyte: ratio(1024n ** 4n, 1n),
};

const categoryUnits = {
  length: lengthUnits,
  mass: massUnits,
  temperature: temperatureUnits,
  volume: volumeUnits,
  area: areaUnits,
  speed: speedUnits,
  data: dataUnits,
} satisfies Record<string, Record<string, UnitDefinition>>;

export type CategoryId = keyof typeof categoryUnits;
type UnitsOf<C extends CategoryId> = keyof (typeof categoryUnits)[C] & string;
export type UnitId = { [C in CategoryId]: UnitsOf<C> }[CategoryId];

/** The categories, in the order the screen lists them. */
export const categoryIds = Object.keys(categoryUnits) as CategoryId[];

/** A category's units, in the order of its table. */
export function unitsOf(category: CategoryId): UnitId[] {
  return Object.keys(categoryUnits[category]) as UnitId[];
}

/** The units first shown in each category: a metric unit and its everyday counterpart. */
export const defaultUnits: Record<CategoryId, { from: UnitId; to: UnitId }> = {
  length: { from: 'km', to: 'mile' },
  mass: { from: 'kg', to: 'pound' },
  temperature: { from: 'celsius', to: 'fahrenheit' },
  volume: { from: 'l', to: 'usGallon' },
  area: { from: 'm2', to: 'squareFoot' },
  speed: { from: 'kmPerHour', to: 'milePerHour' },
  data: { from: 'gigabyte', to: 'gibibyte' },
};

function definition(category: CategoryId, unit: UnitId): UnitDefinition {
  const found = (categoryUnits[category] as Record<string, UnitDefinition>)[unit];
  if (!found) throw new RangeError(`No unit ${unit} in ${category}`);
  return found;
}

/** Whether `unit` is one of `category`'s. */
export function isUnitOf(category: CategoryId, unit: string): unit is UnitId {
  return Object.hasOwn(categoryUnits[category], unit);
}

export type Conversion = { ok: true; value: Rational } | { ok: false; reason: 'belowAbsoluteZero' };

/** `value` of `from` in the base unit; the temperatures below absolute zero are refused. */
function toBase(category: CategoryId, unit: UnitId, value: Rational): Conversion {
  const { factor, offset } = definition(category, unit);
  const base = multiply(value, factor);
  const shifted = offset ? add(base, offset) : base;
  if (category === 'temperature' && isNegative(shifted)) return { ok: false, reason: 'belowAbsoluteZero' };
  return { ok: true, value: shifted };
}

function fromBase(category: CategoryId, unit: UnitId, base: Rational): Rational {
  const { factor, offset } = definition(category, unit);
  return divide(offset ? subtract(base, offset) : base, factor);
}

/** `value` of `from`, exactly, in `to` (both units of `category`). */
export function convert(category: CategoryId, value: Rational, from: UnitId, to: UnitId): Conversion {
  const base = toBase(category, from, value);
  return base.ok ? { ok: true, value: fromBase(category, to, base.value) } : base;
}

/** `value` of `from` in every unit of the category, in the table's order. */
export function convertToAll(
  category: CategoryId,
  value: Rational,
  from: UnitId,
): { ok: true; values: { unit: UnitId; value: Rational }[] } | { ok: false; reason: 'belowAbsoluteZero' } {
  const base = toBase(category, from, value);
  if (!base.ok) return base;
  return {
    ok: true,
    values: unitsOf(category).map((unit) => ({ unit, value: fromBase(category, unit, base.value) })),
  };
}
