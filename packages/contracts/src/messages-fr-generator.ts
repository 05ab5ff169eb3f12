/** Messages of the generator and of plan quotas (part 1 §8 "Generator and apps"). */
export const messagesFrGenerator = {
  length: 'La longueur doit être comprise entre 4 et 50 caractères',
  noClass: 'Sélectionnez au moins un type de caractères',
  generationFailed: "La génération a échoué, aucune utilisation n'a été décomptée. Veuillez réessayer.",
} as const;
