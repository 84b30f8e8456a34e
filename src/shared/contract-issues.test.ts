import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { DEFAULT_PRICING_CONFIG } from './domain/pricing-defaults.ts';
import { toEditorDocument } from './contracts/admin-pricing.ts';
import { complianceFileUploadSchema } from './contracts/compliance.ts';
import { driverExtraRequestSchema, RECEIPT_MAX_BYTES } from './contracts/extras.ts';
import { issue, readIssue } from './zod-issues.ts';

/**
 * Every message zod can produce from the shared contracts must be an error code (with the texts the
 * error-codes test checks): each exported schema is run over bad values at every level it declares, and valid
 * requests are broken one leaf at a time so that refinements (passwords match, unique ids …) run too.
 */

type Schema = z.ZodMiniType;
const modules = import.meta.glob<Record<string, unknown>>('./contracts/*.ts', { eager: true });
const sources = import.meta.glob<string>('./contracts/*.ts', {
  eager: true,
  query: '?raw',
  import: 'default',
});
/** Every code a contract names, so the test can tell that the inputs reach each check. */
const NAMED = new Set(
  Object.values(sources).flatMap((text) =>
    [...text.matchAll(/'([a-z]+\.[a-z][a-zA-Z]*)'/g)].map((m) => m[1]),
  ),
);
const SEEN = new Set<string>();

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && '_zod' in value;

const BAD: unknown[] = [
  undefined,
  null,
  '',
  '   ',
  'x',
  'x'.repeat(6000),
  'not-an-email',
  -1,
  0,
  1.5,
  7,
  1e12,
  true,
  false,
  [],
  [1],
  {},
];

interface Def {
  type: string;
  shape?: Record<string, Schema>;
  catchall?: Schema;
  element?: Schema;
  innerType?: Schema;
  in?: Schema;
  valueType?: Schema;
  options?: Schema[];
}
const defOf = (schema: Schema) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Inputs that are wrong at some level of the schema: at its top, in each field, in each element. */
function badInputs(schema: Schema, depth = 4): unknown[] {
  const out = [...BAD];
  if (depth === 0) return out;
  const def = defOf(schema);
  const inner = def.innerType ?? def.in;
  if (inner) return badInputs(inner, depth);
  if (def.type === 'object' && def.shape) {
    for (const [key, field] of Object.entries(def.shape)) {
      for (const value of badInputs(field, depth - 1)) out.push({ [key]: value });
    }
    if (def.catchall) for (const value of BAD) out.push({ extra: value });
  }
  if (def.type === 'array' && def.element) {
    for (const value of badInputs(def.element, depth - 1)) out.push([value]);
  }
  if (def.type === 'record' && def.valueType) {
    for (const value of badInputs(def.valueType, depth - 1)) out.push({ other: value });
  }
  if (def.type === 'union' && def.options) for (const o of def.options) out.push(...badInputs(o, depth - 1));
  return out;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * A valid value broken at one leaf, for every leaf and bad value; lists also get their first element twice,
 * objects a key of the wrong form and sixty keys more.
 */
function* broken(value: Json): Generator<unknown> {
  if (Array.isArray(value)) {
    if (value.length > 0) yield [...value, value[0]];
    for (let i = 0; i < value.length; i++) {
      for (const b of broken(value[i] ?? null)) yield value.map((v, j) => (j === i ? b : v));
    }
    return;
  }
  if (value !== null && typeof value === 'object') {
    const first = Object.values(value)[0] ?? null;
    yield { ...value, 'Not A Key!': first };
    yield { ...value, ...Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`key-${i}`, first])) };
    for (const key of Object.keys(value)) {
      const { [key]: _dropped, ...without } = value;
      yield without;
      for (const b of broken(value[key] ?? null)) yield { ...value, [key]: b };
    }
    return;
  }
  yield* BAD;
}

const VALID: Record<string, Json> = {
  loginRequestSchema: { email: 'ada@example.com', password: 'secret' },
  registerRequestSchema: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    password: 'secret1',
    confirmPassword: 'secret1',
    phone: '212-555-0100',
    termsAccepted: true,
  },
  guestRequestSchema: { email: 'ada@example.com', firstName: 'Ada', lastName: 'L', phone: '212-555-0100' },
  forgotPasswordRequestSchema: { email: 'ada@example.com' },
  resetPasswordRequestSchema: { token: 'abc', password: 'secret1', confirmPassword: 'secret1' },
  contactRequestSchema: {
    name: 'Ada',
    email: 'ada@example.com',
    phone: '212-555-0100',
    subject: 'quote',
    message: 'A sedan from JFK, please.',
  },
  rateBookingRequestSchema: { rating: 5, feedback: 'Great' },
  chatRequestSchema: { message: 'hello', history: [{ role: 'user', text: 'hi' }] },
  bookingExtrasSchema: { flightNumber: 'AA 100', extraStop: true, extraStopAddress: 'Times Square' },
  quoteRequestSchema: {
    pickup: 'JFK',
    destination: 'Times Square',
    pickupDateTime: '2030-01-01T10:00:00Z',
    serviceType: 'point-to-point',
    returnTrip: true,
    returnDateTime: '2030-01-02T10:00:00Z',
  },
  createBookingRequestSchema: {
    pickup: 'JFK',
    destination: 'Times Square',
    pickupDateTime: '2030-01-01T10:00:00Z',
    serviceType: 'point-to-point',
    vehicleId: 'sedan',
    extras: { meetAndGreet: false, childSeat: false, extraStop: false },
    guestInfo: { email: 'ada@example.com', firstName: 'Ada', lastName: 'L', phone: '212-555-0100' },
  },
  testCardPaymentRequestSchema: {
    clientSecret: 'pi_secret',
    cardNumber: '4242424242424242',
    expiry: '12/34',
    cvc: '123',
    postalCode: '10001',
  },
  driverRegistrationRequestSchema: {
    invitationCode: 'TAXI-12345',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phone: '212-555-0100',
    password: 'secret1',
    confirmPassword: 'secret1',
    licenseNumber: 'D1234567',
    vehicleMake: 'Lincoln',
    vehicleModel: 'Navigator',
    vehicleYear: '2023',
    licensePlate: 'T123456C',
    tlcLicenseNumber: '5123456',
    tlcLicenseExpiry: '2030-06-30',
    stateLicenseState: 'NY',
    stateLicenseExpiry: '2030-01-31',
    tlcVehicleLicenseNumber: 'T654321C',
    tlcVehicleLicenseExpiry: '2030-02-28',
    vin: '5LMJJ3LT1PEL00001',
    seats: 6,
    insuranceExpiry: '2030-03-31',
    inspectionExpiry: '2030-04-30',
    termsAccepted: true,
  },
  fleetCarInputSchema: {
    make: 'Lincoln',
    model: 'Navigator',
    year: 2023,
    color: 'Black',
    vehicleType: 'suv',
    seats: 6,
    plate: 't 123456 c',
    tlcVehicleLicenseNumber: '5123456',
    tlcVehicleLicenseExpiry: '2030-02-28',
    vin: '5LMJJ3LT1PEL00001',
    insuranceCarrier: 'Acme Mutual',
    insurancePolicyNumber: 'PN-99881',
    insuranceExpiry: '2030-03-31',
    inspectionExpiry: '2030-04-30',
    owner: 'base',
    affiliatedBaseLicense: 'B01234',
  },
  driverDocumentsInputSchema: {
    tlcLicenseNumber: '5123456',
    tlcLicenseExpiry: '2030-06-30',
    stateLicenseNumber: 'D1234567',
    stateLicenseState: 'NY',
    stateLicenseExpiry: '2030-01-31',
  },
  complianceFileUploadSchema: {
    carId: '00000000-0000-4000-8000-000000000000',
    document: 'insurance',
    file: 'JVBERi0xLjQK',
  },
  baseSettingsInputSchema: { tlcBaseLicense: 'B01234', baseName: 'Empire Chauffeur Services' },
  companyInputSchema: {
    legalName: 'Hudson & Pike LLP',
    billingAddress: '1 Liberty Plaza\nNew York, NY 10006',
    billingEmails: ['ap@hudsonpike.com', 'billing@hudsonpike.com'],
    taxId: '12-3456789',
    paymentTerms: 'net30',
    creditLimitCents: 500_000,
    referenceFields: [
      { key: 'cost-centre', labelEn: 'Cost centre', labelEs: 'Centro de costos', required: true },
      { key: 'matter', labelEn: 'Matter number', labelEs: 'Número de asunto', required: false },
    ],
    discountPpm: 100_000,
    language: 'es',
    status: 'on_hold',
    holdReason: 'Invoice 2026-10 unpaid',
  },
  tripStatusRequestSchema: { status: 'cancelled', reason: 'Flat tyre' },
  dispatchCustomerSchema: { kind: 'account', userId: '00000000-0000-4000-8000-000000000000' },
  pricingConfigSchema: JSON.parse(JSON.stringify(DEFAULT_PRICING_CONFIG)) as Json,
  pricingDocumentSchema: JSON.parse(JSON.stringify(toEditorDocument(DEFAULT_PRICING_CONFIG))) as Json,
  adminPricingUpdateSchema: {
    expectedVersion: 1,
    document: JSON.parse(JSON.stringify(toEditorDocument(DEFAULT_PRICING_CONFIG))) as Json,
  },
};

/** Messages of every issue the schema reports for these inputs that are not codes, with the input's path. */
function notCodes(schema: Schema, inputs: Iterable<unknown>): Set<string> {
  const wrong = new Set<string>();
  for (const input of inputs) {
    const result = z.safeParse(schema, input);
    if (result.success) continue;
    for (const i of result.error.issues) {
      const code = readIssue(i.message)?.code;
      if (code) SEEN.add(code);
      else wrong.add(`${i.path.join('.') || '(root)'}: ${i.message}`);
    }
  }
  return wrong;
}

const schemas = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, Schema] => isSchema(entry[1]))
    .map(([name, schema]) => ({ id: `${file.replace('./contracts/', '')} ${name}`, name, schema })),
);

describe('contract messages are error codes', () => {
  it('finds the contracts', () => {
    expect(schemas.length).toBeGreaterThan(30);
    for (const name of Object.keys(VALID))
      expect(
        schemas.some((s) => s.name === name),
        name,
      ).toBe(true);
  });

  it.each(schemas)(
    '$id',
    ({ name, schema }) => {
      const valid = VALID[name];
      if (valid !== undefined)
        expect(z.safeParse(schema, valid).success, 'the valid sample parses').toBe(true);
      const inputs = [...badInputs(schema), ...(valid === undefined ? [] : broken(valid))];
      expect([...notCodes(schema, inputs)]).toEqual([]);
      // The largest contracts (the pricing configuration) check thousands of inputs: seconds on a busy machine.
    },
    30_000,
  );

  it('words a receipt too large for the toll form (megabytes: beyond the generic bad inputs)', () => {
    const tooLong = 'A'.repeat(Math.ceil((RECEIPT_MAX_BYTES * 4) / 3) + 8);
    const input = { kind: 'toll', amount: 5, receipt: tooLong };
    expect([...notCodes(driverExtraRequestSchema, [input])]).toEqual([]);
    expect(SEEN.has('extras.receiptTooLarge')).toBe(true);
  });

  it('words a document file too large (megabytes: beyond the generic bad inputs)', () => {
    const tooLong = 'A'.repeat(Math.ceil((RECEIPT_MAX_BYTES * 4) / 3) + 8);
    const input = { carId: '00000000-0000-4000-8000-000000000000', document: 'insurance', file: tooLong };
    expect([...notCodes(complianceFileUploadSchema, [input])]).toEqual([]);
    expect(SEEN.has('compliance.fileTooLarge')).toBe(true);
  });

  it('reaches every check the contracts word (else add a valid sample above)', () => {
    expect(NAMED.size).toBeGreaterThan(50);
    expect([...NAMED].filter((code) => !SEEN.has(code ?? ''))).toEqual([]);
  });

  it('would catch an English message or a typo', () => {
    const english = z.object({
      name: z.string().check(z.minLength(2, 'Name must be at least 2 characters')),
    });
    expect([...notCodes(english, badInputs(english))]).toContain('name: Name must be at least 2 characters');
    const typo = z.string().check(z.minLength(2, 'contact.nameMinimum'));
    expect(notCodes(typo, ['a']).size).toBe(1);
    const ok = z.string().check(z.minLength(2, issue('contact.nameMin')));
    expect(notCodes(ok, badInputs(ok)).size).toBe(0);
  });
});
