/** What a company sees instead of a candidate's name (blind review): 'Candidate #' and the id padded to 6 digits. */
export const candidateLabel = (candidateId: number) =>
  `Candidate #${String(candidateId).padStart(6, '0')}`;
