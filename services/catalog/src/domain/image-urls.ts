/** Where the shop finds each picture; served by routes/images.ts. */
export const imageUrl = {
  recipe: (id: string) => `/api/images/recipes/${id}.svg`,
  product: (id: string) => `/api/images/products/${id}.svg`,
  ingredient: (id: string) => `/api/images/ingredients/${id}.svg`,
  extraProduct: (id: string) => `/api/images/extra-products/${id}.svg`,
  curatedBox: (id: string) => `/api/images/curated-boxes/${id}.svg`,
};
