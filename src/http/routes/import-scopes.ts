/** The scopes of which an Import API read needs one: containers, summaries, operations. */
export const IMPORT_READ_SCOPES = ['view_import_containers', 'manage_import_containers'];
/** The scope that creating, updating and deleting Import Containers needs (import requests need their type's: import-request-scopes.ts). */
export const IMPORT_WRITE_SCOPES = ['manage_import_containers'];
