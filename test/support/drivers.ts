/** A complete, valid driver application (POST /api/driver-application) for `email`. */
export function driverApplicationBody(email: string) {
  return {
    firstName: 'Marco',
    lastName: 'Rossi',
    email,
    phone: '+1 (212) 555-0100',
    address: '350 Fifth Avenue',
    city: 'New York',
    state: 'NY',
    zipCode: '10118',
    licenseNumber: 'D1234567',
    licenseExpiry: '2099-01-31',
    vehicleMake: 'Lincoln',
    vehicleModel: 'Navigator',
    vehicleYear: '2023',
    vehicleColor: 'Black',
    licensePlate: 'T123456C',
    vehicleType: 'suv',
    insuranceCompany: 'Acme Mutual',
    policyNumber: 'PN-99881',
    experienceYears: '5-10',
    availability: 'full-time',
    additionalInfo: '',
    emergencyContactName: '',
    emergencyContactPhone: '',
    password: 'limo-driver-2026',
  };
}
