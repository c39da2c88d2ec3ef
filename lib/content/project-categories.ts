/** The kinds of job a recent project is filed under; the schema and the home grid's labels share them. */
export const projectCategories = ['Installation', 'Repair', 'Replacement', 'Maintenance', 'Commercial'] as const;
