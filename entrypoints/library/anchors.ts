/** Element ids one part of the library page points another part to (an empty state to the import). */
export const IMPORT_FILE_ID = 'import-file';
