Rails.application.routes.draw do
  # The shop's own pages, in its own layout.
  root "shop#index"
  get "shop", to: "shop#index"
  get "shop/about"
  # Its product grid (stars under every card) and product pages (the product's reviews).
  get "shop/products", to: "products#index", as: :products
  get "shop/products/:id", to: "products#show", as: :product
  # For details on the DSL available within this file, see https://guides.rubyonrails.org/routing.html
  # The review widget's pages and what they ask the marketplace for (its API, sign-in and sign-out,
  # pictures): listed paths only, after the shop's own routes, so every other path stays the shop's.
  reviews_widget_routes
end
