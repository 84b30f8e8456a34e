/**
 * Streets off Manhattan's numbered grid (manhattan-addresses.ts places the grid's house numbers): the main
 * streets of lower Manhattan, the other boroughs and the nearby cities, each with its borough or town and a
 * point near its middle. A house number on one of them is placed there and marked approximate (the street is
 * right, the block may not be): the rider confirms the pin (issue 34: "55 Water St" and "200 Eastern Pkwy"
 * found nothing). Coordinates WGS84, to about 100 m; the street's middle, not any house.
 */
export interface AreaStreet {
  /** The street as written on signs ("Eastern Pkwy"); other spellings are read by canonicalAddress. */
  name: string;
  /** Where: "Manhattan" or a borough, or a town with its state ("Hoboken, NJ"). */
  locality: string;
  lat: number;
  lng: number;
}

const S = (name: string, locality: string, lat: number, lng: number): AreaStreet => ({
  name,
  locality,
  lat,
  lng,
});

export const AREA_STREETS: readonly AreaStreet[] = [
  // Lower Manhattan and the Village (below the grid the locator knows)
  S('Water St', 'Manhattan', 40.7045, -74.0087),
  S('Pearl St', 'Manhattan', 40.7055, -74.0085),
  S('Broad St', 'Manhattan', 40.7045, -74.0115),
  S('William St', 'Manhattan', 40.7075, -74.0085),
  S('Maiden Ln', 'Manhattan', 40.708, -74.0075),
  S('John St', 'Manhattan', 40.709, -74.007),
  S('Fulton St', 'Manhattan', 40.71, -74.0075),
  S('Nassau St', 'Manhattan', 40.709, -74.0085),
  S('Church St', 'Manhattan', 40.715, -74.0075),
  S('Greenwich St', 'Manhattan', 40.72, -74.01),
  S('Hudson St', 'Manhattan', 40.729, -74.007),
  S('Chambers St', 'Manhattan', 40.715, -74.0065),
  S('Canal St', 'Manhattan', 40.719, -74.001),
  S('Spring St', 'Manhattan', 40.7245, -74.0),
  S('Prince St', 'Manhattan', 40.7245, -73.9975),
  S('Mercer St', 'Manhattan', 40.725, -73.999),
  S('Greene St', 'Manhattan', 40.7245, -74.001),
  S('Bleecker St', 'Manhattan', 40.729, -74.001),
  S('Christopher St', 'Manhattan', 40.7335, -74.004),
  S('Bedford St', 'Manhattan', 40.731, -74.005),
  S('Delancey St', 'Manhattan', 40.7185, -73.988),
  S('Grand St', 'Manhattan', 40.719, -73.993),
  S('Orchard St', 'Manhattan', 40.719, -73.99),
  S('Mott St', 'Manhattan', 40.718, -73.9965),
  S('Mulberry St', 'Manhattan', 40.7195, -73.997),
  S('Elizabeth St', 'Manhattan', 40.721, -73.9945),
  S('Lafayette St', 'Manhattan', 40.722, -73.999),
  S('South St', 'Manhattan', 40.706, -74.002),
  S('Front St', 'Manhattan', 40.7065, -74.005),
  S('Beaver St', 'Manhattan', 40.705, -74.011),
  S('Vesey St', 'Manhattan', 40.713, -74.011),
  S('West St', 'Manhattan', 40.715, -74.014),
  // Brooklyn
  S('Eastern Pkwy', 'Brooklyn', 40.6695, -73.943),
  S('Ocean Pkwy', 'Brooklyn', 40.619, -73.97),
  S('Flatbush Ave', 'Brooklyn', 40.655, -73.959),
  S('Atlantic Ave', 'Brooklyn', 40.681, -73.95),
  S('Fulton St', 'Brooklyn', 40.681, -73.955),
  S('Broadway', 'Brooklyn', 40.7, -73.94),
  S('Bedford Ave', 'Brooklyn', 40.68, -73.954),
  S('Court St', 'Brooklyn', 40.687, -73.9935),
  S('Smith St', 'Brooklyn', 40.684, -73.992),
  S('Montague St', 'Brooklyn', 40.6945, -73.9935),
  S('Henry St', 'Brooklyn', 40.69, -73.996),
  S('Water St', 'Brooklyn', 40.7035, -73.9895),
  S('Jay St', 'Brooklyn', 40.697, -73.987),
  S('Myrtle Ave', 'Brooklyn', 40.696, -73.95),
  S('Kings Hwy', 'Brooklyn', 40.61, -73.955),
  S('5th Ave', 'Brooklyn', 40.672, -73.981),
  S('7th Ave', 'Brooklyn', 40.67, -73.977),
  S('Bay Ridge Pkwy', 'Brooklyn', 40.628, -74.02),
  S('N 6th St', 'Brooklyn', 40.719, -73.959),
  S('Wythe Ave', 'Brooklyn', 40.718, -73.96),
  S('Kent Ave', 'Brooklyn', 40.715, -73.965),
  S('Surf Ave', 'Brooklyn', 40.5755, -73.985),
  // Queens
  S('Queens Blvd', 'Queens', 40.737, -73.878),
  S('Northern Blvd', 'Queens', 40.756, -73.85),
  S('Main St', 'Queens', 40.752, -73.83),
  S('Roosevelt Ave', 'Queens', 40.748, -73.88),
  S('Steinway St', 'Queens', 40.762, -73.915),
  S('Ditmars Blvd', 'Queens', 40.774, -73.908),
  S('Jackson Ave', 'Queens', 40.746, -73.945),
  S('Austin St', 'Queens', 40.719, -73.844),
  S('Jamaica Ave', 'Queens', 40.702, -73.81),
  S('Hillside Ave', 'Queens', 40.718, -73.78),
  // The Bronx
  S('Grand Concourse', 'Bronx', 40.84, -73.913),
  S('Fordham Rd', 'Bronx', 40.862, -73.895),
  S('Arthur Ave', 'Bronx', 40.855, -73.888),
  S('E 161st St', 'Bronx', 40.828, -73.92),
  S('Southern Blvd', 'Bronx', 40.84, -73.888),
  // Staten Island
  S('Richmond Terrace', 'Staten Island', 40.642, -74.09),
  S('Hylan Blvd', 'Staten Island', 40.58, -74.09),
  S('Victory Blvd', 'Staten Island', 40.615, -74.13),
  // Nearby cities
  S('Washington St', 'Hoboken, NJ', 40.743, -74.029),
  S('Hudson St', 'Hoboken, NJ', 40.743, -74.027),
  S('River St', 'Hoboken, NJ', 40.738, -74.0285),
  S('Sinatra Dr', 'Hoboken, NJ', 40.744, -74.025),
  S('Newark Ave', 'Jersey City, NJ', 40.724, -74.05),
  S('Grove St', 'Jersey City, NJ', 40.719, -74.043),
  S('Montgomery St', 'Jersey City, NJ', 40.717, -74.042),
  S('Washington Blvd', 'Jersey City, NJ', 40.723, -74.035),
  S('Broad St', 'Newark, NJ', 40.736, -74.172),
  S('Market St', 'Newark, NJ', 40.734, -74.171),
  S('Raymond Blvd', 'Newark, NJ', 40.737, -74.165),
  S('Main St', 'White Plains, NY', 41.033, -73.764),
  S('Mamaroneck Ave', 'White Plains, NY', 41.029, -73.764),
  S('Bloomingdale Rd', 'White Plains, NY', 41.045, -73.753),
  S('S Broadway', 'Yonkers, NY', 40.927, -73.897),
  S('Central Park Ave', 'Yonkers, NY', 40.95, -73.835),
  S('Main St', 'Yonkers, NY', 40.935, -73.901),
  S('Greenwich Ave', 'Greenwich, CT', 41.028, -73.627),
  S('Putnam Ave', 'Greenwich, CT', 41.033, -73.625),
  S('Atlantic St', 'Stamford, CT', 41.052, -73.538),
  S('Washington Blvd', 'Stamford, CT', 41.052, -73.543),
  S('Summer St', 'Stamford, CT', 41.058, -73.54),
  S('Main St', 'New Rochelle, NY', 40.912, -73.783),
  S('Franklin Ave', 'Garden City, NY', 40.725, -73.635),
  S('Old Country Rd', 'Garden City, NY', 40.74, -73.62),
  S('Main St', 'Huntington, NY', 40.871, -73.426),
  S('Main St', 'Port Washington, NY', 40.827, -73.695),
];
