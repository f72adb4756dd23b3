-- Where each listing is: the centre of its locality (WGS 84 degrees), shown as a map on the detail
-- page. PostgreSQL flavour; keep in step with ../sqlite/0007_listing_coordinates.sql and with the
-- seed's localities (api/src/db/seed/places.ts; a test compares them). NULL: not known, no map.
ALTER TABLE locations ADD COLUMN latitude DOUBLE PRECISION;
ALTER TABLE locations ADD COLUMN longitude DOUBLE PRECISION;
ALTER TABLE listings ADD COLUMN latitude DOUBLE PRECISION;
ALTER TABLE listings ADD COLUMN longitude DOUBLE PRECISION;

-- Localities of a database seeded before this migration (a fresh one is seeded after it, with them).
UPDATE locations SET latitude = 28.4195, longitude = 77.4810 WHERE slug = 'sector-150' AND city_id = (SELECT id FROM cities WHERE slug = 'noida');
UPDATE locations SET latitude = 28.5085, longitude = 77.4070 WHERE slug = 'sector-137' AND city_id = (SELECT id FROM cities WHERE slug = 'noida');
UPDATE locations SET latitude = 28.5770, longitude = 77.3870 WHERE slug = 'sector-75' AND city_id = (SELECT id FROM cities WHERE slug = 'noida');
UPDATE locations SET latitude = 28.5660, longitude = 77.3830 WHERE slug = 'sector-76' AND city_id = (SELECT id FROM cities WHERE slug = 'noida');
UPDATE locations SET latitude = 28.5390, longitude = 77.3790 WHERE slug = 'sector-107' AND city_id = (SELECT id FROM cities WHERE slug = 'noida');
UPDATE locations SET latitude = 28.6208, longitude = 77.3633 WHERE slug = 'sector-62' AND city_id = (SELECT id FROM cities WHERE slug = 'noida');
UPDATE locations SET latitude = 28.5300, longitude = 77.3530 WHERE slug = 'sector-128' AND city_id = (SELECT id FROM cities WHERE slug = 'noida');
UPDATE locations SET latitude = 28.5033, longitude = 77.4256 WHERE slug = 'sector-143' AND city_id = (SELECT id FROM cities WHERE slug = 'noida');
UPDATE locations SET latitude = 28.4970, longitude = 77.4340 WHERE slug = 'sector-144' AND city_id = (SELECT id FROM cities WHERE slug = 'noida');
UPDATE locations SET latitude = 28.5460, longitude = 77.3290 WHERE slug = 'sector-94' AND city_id = (SELECT id FROM cities WHERE slug = 'noida');
UPDATE locations SET latitude = 28.5925, longitude = 77.3960 WHERE slug = 'sector-121' AND city_id = (SELECT id FROM cities WHERE slug = 'noida');
UPDATE locations SET latitude = 28.5600, longitude = 77.3470 WHERE slug = 'sector-43' AND city_id = (SELECT id FROM cities WHERE slug = 'noida');
UPDATE locations SET latitude = 28.5768, longitude = 77.3924 WHERE slug = 'sector-74' AND city_id = (SELECT id FROM cities WHERE slug = 'noida');
UPDATE locations SET latitude = 28.6080, longitude = 77.4310 WHERE slug = 'greater-noida-west' AND city_id = (SELECT id FROM cities WHERE slug = 'noida');
UPDATE locations SET latitude = 28.5910, longitude = 77.4450 WHERE slug = 'noida-extension' AND city_id = (SELECT id FROM cities WHERE slug = 'noida');
UPDATE locations SET latitude = 28.3700, longitude = 77.5400 WHERE slug = 'yamuna-expressway' AND city_id = (SELECT id FROM cities WHERE slug = 'noida');
UPDATE locations SET latitude = 28.6540, longitude = 77.4330 WHERE slug = 'siddharth-vihar' AND city_id = (SELECT id FROM cities WHERE slug = 'ghaziabad');
UPDATE locations SET latitude = 28.6415, longitude = 77.3710 WHERE slug = 'indirapuram' AND city_id = (SELECT id FROM cities WHERE slug = 'ghaziabad');
UPDATE locations SET latitude = 28.6940, longitude = 77.4360 WHERE slug = 'raj-nagar-extension' AND city_id = (SELECT id FROM cities WHERE slug = 'ghaziabad');
UPDATE locations SET latitude = 28.6460, longitude = 77.3390 WHERE slug = 'vaishali' AND city_id = (SELECT id FROM cities WHERE slug = 'ghaziabad');
UPDATE locations SET latitude = 28.5330, longitude = 77.0370 WHERE slug = 'sector-113' AND city_id = (SELECT id FROM cities WHERE slug = 'gurgaon');
UPDATE locations SET latitude = 28.3970, longitude = 77.0350 WHERE slug = 'sector-69' AND city_id = (SELECT id FROM cities WHERE slug = 'gurgaon');
UPDATE locations SET latitude = 28.4200, longitude = 77.0480 WHERE slug = 'sohna-road' AND city_id = (SELECT id FROM cities WHERE slug = 'gurgaon');
UPDATE locations SET latitude = 28.4510, longitude = 77.0990 WHERE slug = 'golf-course-road' AND city_id = (SELECT id FROM cities WHERE slug = 'gurgaon');
UPDATE locations SET latitude = 28.4980, longitude = 77.0180 WHERE slug = 'dwarka-expressway' AND city_id = (SELECT id FROM cities WHERE slug = 'gurgaon');
UPDATE locations SET latitude = 23.1590, longitude = 72.6840 WHERE slug = 'gift-city' AND city_id = (SELECT id FROM cities WHERE slug = 'gandhi-nagar');
UPDATE locations SET latitude = 23.1930, longitude = 72.6430 WHERE slug = 'kudasan' AND city_id = (SELECT id FROM cities WHERE slug = 'gandhi-nagar');
UPDATE locations SET latitude = 23.1930, longitude = 72.6230 WHERE slug = 'sargasan' AND city_id = (SELECT id FROM cities WHERE slug = 'gandhi-nagar');
UPDATE locations SET latitude = 23.1550, longitude = 72.6360 WHERE slug = 'raysan' AND city_id = (SELECT id FROM cities WHERE slug = 'gandhi-nagar');

-- Its listings take their locality's centre.
UPDATE listings SET latitude = (SELECT latitude FROM locations WHERE locations.id = listings.location_id),
  longitude = (SELECT longitude FROM locations WHERE locations.id = listings.location_id);
