/** The listings bench's hot mix (bench/listings.ts, bench/profile.ts): 8 filter/sort queries, taken in turn. */
export const LIST_HOT = [
  "/api/properties",
  "/api/properties?listing_type=sale&state=Lagos&city=Lekki&bedrooms=4",
  "/api/properties?listing_type=rent&state=Lagos&min_price=500000&max_price=3000000&sort=price_asc",
  "/api/properties?listing_type=sale&state=Abuja&sort=price_desc",
  "/api/properties?category=duplex&bedrooms=5&bathrooms=5&sort=views",
  "/api/properties?use=residential&furnished=true&page=3",
  "/api/properties?city=Ikeja&sort=newest&limit=12",
  "/api/properties?property_type=Detached%20Duplex&state=Lagos&min_price=100000000",
];
