/** The test provider's id in the web tests' answers (render-web's manifest and the shared fixtures). */
export const SUBDOMAIN_ID = '3f1c2b7a-0d4e-4c6b-9a8e-1b2c3d4e5f60';
