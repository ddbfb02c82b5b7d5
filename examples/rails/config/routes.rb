# config/routes.rb: the shop's pages, the widget's pages, and the rest the widget asks for.
Rails.application.routes.draw do
  root to: redirect("/reviews")
  # The shop's own pages, in its own layout.
  get "/shop", to: "shop#index"
  get "/shop/about", to: "shop#about"
  get "/logout", to: "shop#sign_out"
  # The widget's pages: a browser's (or Turbolinks') visit to one of its routes.
  constraints(Reviews::PageRequest) do
    get "/reviews(/*path)", to: "reviews/pages#show", format: false
    get "/login", to: "reviews/pages#show"
  end
  # Everything else the widget asks for (its JSON API, sign-in and sign-out, pictures).
  match "*path", to: "reviews/api#forward", via: :all, format: false
end
