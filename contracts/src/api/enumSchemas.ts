import './zodConfig';
import * as z from 'zod/mini';
import { FURNISHINGS, PROPERTY_STATUSES } from './enums';

export const propertyStatusSchema = z.enum(PROPERTY_STATUSES);
export const furnishingSchema = z.enum(FURNISHINGS);
