import type {
  DriverDocuments,
  DriverDocumentsInput,
  FleetCar,
  FleetCarInput,
} from '../../../../shared/contracts/compliance.ts';
import type { FLEET_CAR_OWNERS, FLEET_VEHICLE_TYPES } from '../../../../shared/contracts/compliance.ts';

/**
 * The Compliance dialogs' forms as typed (every field a string, blank when not on file) and the requests they
 * send: blanks become null (the document is not on file), numbers are numbers. The server validates; its 400
 * names the field of each problem, shown under that field.
 */

const orNull = (v: string): string | null => (v.trim() === '' ? null : v.trim());

export interface DriverDocumentsForm {
  tlcLicenseNumber: string;
  tlcLicenseExpiry: string;
  stateLicenseNumber: string;
  stateLicenseState: string;
  stateLicenseExpiry: string;
}

export function driverDocumentsForm(d: DriverDocuments): DriverDocumentsForm {
  return {
    tlcLicenseNumber: d.tlcLicenseNumber ?? '',
    tlcLicenseExpiry: d.tlcLicenseExpiry ?? '',
    stateLicenseNumber: d.stateLicenseNumber,
    stateLicenseState: d.stateLicenseState ?? '',
    stateLicenseExpiry: d.stateLicenseExpiry ?? '',
  };
}

export function driverDocumentsInput(f: DriverDocumentsForm): DriverDocumentsInput {
  return {
    tlcLicenseNumber: orNull(f.tlcLicenseNumber),
    tlcLicenseExpiry: orNull(f.tlcLicenseExpiry),
    stateLicenseNumber: f.stateLicenseNumber.trim(),
    stateLicenseState: orNull(f.stateLicenseState),
    stateLicenseExpiry: orNull(f.stateLicenseExpiry),
  };
}

export type CarOwner = (typeof FLEET_CAR_OWNERS)[number];
export type CarCategory = (typeof FLEET_VEHICLE_TYPES)[number];

export interface CarForm {
  make: string;
  model: string;
  year: string;
  color: string;
  vehicleType: CarCategory | '';
  seats: string;
  plate: string;
  tlcVehicleLicenseNumber: string;
  tlcVehicleLicenseExpiry: string;
  vin: string;
  insuranceCarrier: string;
  insurancePolicyNumber: string;
  insuranceExpiry: string;
  inspectionExpiry: string;
  owner: CarOwner;
  affiliatedBaseLicense: string;
}

/** A new car's form (car null) or an existing car's. */
export function carForm(car: FleetCar | null): CarForm {
  return {
    make: car?.make ?? '',
    model: car?.model ?? '',
    year: car ? String(car.year) : '',
    color: car?.color ?? '',
    vehicleType: car?.vehicleType ?? '',
    seats: car ? String(car.seats) : '',
    plate: car?.plate ?? '',
    tlcVehicleLicenseNumber: car?.tlcVehicleLicenseNumber ?? '',
    tlcVehicleLicenseExpiry: car?.tlcVehicleLicenseExpiry ?? '',
    vin: car?.vin ?? '',
    insuranceCarrier: car?.insuranceCarrier ?? '',
    insurancePolicyNumber: car?.insurancePolicyNumber ?? '',
    insuranceExpiry: car?.insuranceExpiry ?? '',
    inspectionExpiry: car?.inspectionExpiry ?? '',
    owner: car?.owner ?? 'base',
    affiliatedBaseLicense: car?.affiliatedBaseLicense ?? '',
  };
}

/**
 * What POST /api/admin/cars and PUT /api/admin/cars/{id} are sent: a whole number where one was typed; what is not
 * one (or a category not chosen) is sent as typed, and the server's answer says which field is wrong.
 */
export type CarInputDraft = Omit<FleetCarInput, 'year' | 'seats' | 'vehicleType'> & {
  year: number | string;
  seats: number | string;
  vehicleType: CarCategory | null;
};

const whole = (v: string): number | string => (/^\d{1,6}$/.test(v.trim()) ? Number(v.trim()) : v.trim());

export function carInput(f: CarForm): CarInputDraft {
  return {
    make: f.make.trim(),
    model: f.model.trim(),
    year: whole(f.year),
    color: f.color.trim(),
    vehicleType: f.vehicleType === '' ? null : f.vehicleType,
    seats: whole(f.seats),
    plate: f.plate.trim(),
    tlcVehicleLicenseNumber: orNull(f.tlcVehicleLicenseNumber),
    tlcVehicleLicenseExpiry: orNull(f.tlcVehicleLicenseExpiry),
    vin: orNull(f.vin),
    insuranceCarrier: orNull(f.insuranceCarrier),
    insurancePolicyNumber: orNull(f.insurancePolicyNumber),
    insuranceExpiry: orNull(f.insuranceExpiry),
    inspectionExpiry: orNull(f.inspectionExpiry),
    owner: f.owner,
    affiliatedBaseLicense: orNull(f.affiliatedBaseLicense),
  };
}

/** A document file as the upload route takes it: base64 without the "data:…;base64," prefix. */
export function fileToBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      const comma = url.indexOf(',');
      resolve(comma === -1 ? url : url.slice(comma + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** Hours and minutes of a duration in milliseconds: [hours, minutes] (never negative). */
export function hoursMinutes(ms: number): [number, number] {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  return [Math.floor(minutes / 60), minutes % 60];
}
