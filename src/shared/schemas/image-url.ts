// The one rule for every image URL an owner saves (business logo and banner, service and team photos, the booking
// page customisation): only a path the upload route itself answered with.
import { z } from 'zod';

export const IMAGE_URL_MESSAGE = 'Please upload the image here: only images uploaded to Bookwell can be used';

/**
 * What POST /api/upload/image returns (src/server/modules/uploads/uploads.service.ts): /uploads/, 128 random bits
 * in hex, the stored format's extension. Nothing else: the URL lands in <img src> on public pages, where any other
 * path (/uploads/../api/…) would be requested with the visitor's cookies, and any other site would see who visits.
 */
const UPLOADED_IMAGE_PATH = /^\/uploads\/[a-f0-9]{32}\.(jpg|png|webp)$/;

export const imageUrlSchema = z
  .string({ error: IMAGE_URL_MESSAGE })
  .trim()
  .regex(UPLOADED_IMAGE_PATH, IMAGE_URL_MESSAGE);

/** The customisation's form of it, where '' means no image. */
export const imageUrlOrEmptySchema = z.union([z.literal(''), imageUrlSchema], { error: IMAGE_URL_MESSAGE });
