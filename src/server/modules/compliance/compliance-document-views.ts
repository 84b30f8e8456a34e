import type { DocumentStatus, FleetCar } from '../../../shared/contracts/compliance.ts';
import {
  CAR_DOCUMENTS,
  documentState,
  type ComplianceDocument,
  type ComplianceFacts,
} from '../../../shared/domain/compliance.ts';
import type { Db } from '../../db/client.ts';
import type { ComplianceRepository, FleetCarRow } from './compliance.repository.ts';

/** The file on record for a document (the newest upload). */
type FileSummary = { id: string; contentType: string; sizeBytes: number; uploadedAt: Date };
export type FileMap = Map<string, FileSummary>;

export const fileKey = (
  subject: { driverId?: string | null; carId?: string | null },
  d: ComplianceDocument,
) => `${subject.driverId ?? ''}|${subject.carId ?? ''}|${d}`;

const carExpiry = (car: FleetCarRow, d: (typeof CAR_DOCUMENTS)[number]) =>
  d === 'tlc_vehicle_license'
    ? car.tlcVehicleLicenseExpiry
    : d === 'insurance'
      ? car.insuranceExpiry
      : car.inspectionExpiry;

/** A car's documents as the gate reads them (no car: null). */
export const carFacts = (car: FleetCarRow | null | undefined): ComplianceFacts['car'] =>
  car
    ? {
        tlc_vehicle_license: car.tlcVehicleLicenseExpiry,
        insurance: car.insuranceExpiry,
        inspection: car.inspectionExpiry,
      }
    : null;

/** A document's state on `today`, with its file on record. */
export function statusOf(
  document: ComplianceDocument,
  expiry: string | null,
  today: string,
  file: FileSummary | undefined,
): DocumentStatus {
  const { state, daysLeft } = documentState(expiry, today);
  return {
    document,
    expiry,
    state,
    daysLeft,
    file: file
      ? {
          id: file.id,
          contentType: file.contentType,
          sizeBytes: file.sizeBytes,
          uploadedAt: file.uploadedAt.toISOString(),
        }
      : null,
  };
}

/** A car as the fleet and the Compliance view show it: its facts, chauffeur and documents' states. */
export function carView(
  car: FleetCarRow,
  driverName: string | null,
  today: string,
  files: FileMap,
): FleetCar {
  return {
    id: car.id,
    make: car.make,
    model: car.model,
    year: car.year,
    color: car.color,
    vehicleType: car.vehicleType,
    seats: car.seats,
    plate: car.plate,
    tlcVehicleLicenseNumber: car.tlcVehicleLicenseNumber,
    tlcVehicleLicenseExpiry: car.tlcVehicleLicenseExpiry,
    vin: car.vin,
    insuranceCarrier: car.insuranceCarrier,
    insurancePolicyNumber: car.insurancePolicyNumber,
    insuranceExpiry: car.insuranceExpiry,
    inspectionExpiry: car.inspectionExpiry,
    owner: car.owner,
    affiliatedBaseLicense: car.affiliatedBaseLicense,
    driver: car.driverId ? { id: car.driverId, name: driverName ?? '' } : null,
    documents: CAR_DOCUMENTS.map((d) =>
      statusOf(d, carExpiry(car, d), today, files.get(fileKey({ carId: car.id }, d))),
    ),
    createdAt: car.createdAt.toISOString(),
    updatedAt: car.updatedAt.toISOString(),
  };
}

/** The files on record for these chauffeurs' and cars' documents, by `fileKey`. */
export async function filesOf(
  repo: Pick<ComplianceRepository, 'latestFiles'>,
  q: Db,
  driverIds: string[],
  carIds: string[],
): Promise<FileMap> {
  const rows = await repo.latestFiles(q, { driverIds, carIds });
  return new Map(rows.map((r) => [fileKey(r, r.document), r]));
}
