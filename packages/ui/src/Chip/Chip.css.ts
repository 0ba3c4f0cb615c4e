import { addRecipe } from '@vanilla-extract/css/recipe';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { createRuntimeFn } from '@vanilla-extract/recipes/createRuntimeFn';
import { chipBase, chipSize, chipTone } from './chipClasses.css.ts';

type ChipVariantGroups = {
  tone: Record<keyof typeof chipTone, string>;
  size: Record<keyof typeof chipSize, string>;
};

const config: Parameters<typeof createRuntimeFn<ChipVariantGroups>>[0] = {
  defaultClassName: chipBase,
  variantClassNames: { tone: chipTone, size: chipSize },
  defaultVariants: { tone: 'default', size: 'medium' },
  compoundVariants: [],
};

/**
 * The chip as a recipe, for components that style their own element as a chip: the classes of
 * `chipClasses.css.ts` behind the recipe runtime, exactly as `recipe()` builds it (without a
 * composed class, which would leave this file an empty stylesheet that the published build
 * cannot emit).
 */
export const chip = addRecipe(createRuntimeFn(config), {
  importPath: '@vanilla-extract/recipes/createRuntimeFn',
  importName: 'createRuntimeFn',
  args: [config],
});

export type ChipVariants = NonNullable<RecipeVariants<typeof chip>>;
