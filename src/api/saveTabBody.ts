/** Body of the save-*-info calls: the enrollment id plus the tab's payload (wire shape, empties dropped). */
export type SaveTabBody = { enrollment_id: string } & Record<string, unknown>;
