/** The n-th row's label: the plain label for the first, numbered after ('Phone', 'Phone 2'), so each name is unique. */
export const numberedLabel = (label: string, index: number): string => (index === 0 ? label : `${label} ${index + 1}`);

/** A mandatory field's label (spec 2: first name, last name and birthday are marked). */
export const mandatoryLabel = (label: string, mark: string): string => `${label} (${mark})`;
