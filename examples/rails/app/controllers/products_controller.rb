# The shop's product grid (stars under every card, from one call of the render service) and its
# product page (the marketplace's reviews of the product under it).
class ProductsController < ApplicationController
  def index
    @page = [params[:page].to_i, 1].max
    @products = Product.page(@page)
    raise ActionController::RoutingError, "no such page" if @products.empty?
  end

  def show
    @product = Product.find(params[:id]) or raise ActionController::RoutingError, "no such product"
  end
end
