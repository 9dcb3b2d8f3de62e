/**
 * The books the test database imports from the real SWORD modules: enough for book boundaries
 * (MAL → MAT), poetry and psalm titles (PSA), words of Jesus and footnotes (JHN), cross-references
 * (ROM), one-chapter books (JUD) and a deuterocanonical book (TOB).
 */
export const FIXTURE_BOOKS = ['GEN', 'PSA', 'MAL', 'MAT', 'JHN', 'ROM', 'JUD', 'REV', 'TOB'];
