export const MAPS_ERROR_CODES = {
  // Places and routes (autocomplete, details, the route of a quote).
  'maps.inputRequired': 400,
  'maps.inputTooLong': 400,
  'maps.placeIdRequired': 400,
  'maps.unknownPlace': 404,
  'maps.unknownPlaceChoose': 400,
  'maps.paramRequired': 400,
  'maps.paramTooLong': 400,
  'maps.departureTime': 400,
  'maps.locationOutsideArea': 400,
  'maps.addressOutsideArea': 400,
  'maps.pickupNotFound': 400,
  'maps.destinationNotFound': 400,
  'maps.originNotFound': 400,
  'maps.noRoute': 400,
  'maps.routesUnavailable': 503,
  'maps.placesUnavailable': 503,
} as const satisfies Record<string, number>;
