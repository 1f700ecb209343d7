/** The tax classes live in common/ (the admin's product form starts a new product from them too). */
export { DEFAULT_GST_CLASS, gstClassOf, SEED_GST_CLASSES, type GstClass } from '@common/gst-classes.js';
