class ShopController < ApplicationController
  def index
  end

  def about
  end
end
