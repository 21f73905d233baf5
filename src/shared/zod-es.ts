import { z } from 'zod';

// Zod's generic messages ("expected string") in Spanish, for both the server and the forms.
// Spec messages are set on each schema and take precedence.
z.config(z.locales.es());

export { z };
