-- The listing a detail page's enquiry is about (both or neither; NULL for the contact page's).
-- SQLite flavour; keep in step with ../postgres/0006_enquiry_property.sql. No foreign key:
-- a listing taken down later must not take the visitor's enquiry with it.
ALTER TABLE enquiries ADD COLUMN property_kind TEXT CHECK (property_kind IN ('residential', 'commercial'));
ALTER TABLE enquiries ADD COLUMN property_id INTEGER;
CREATE INDEX enquiries_property ON enquiries (property_id);
